"""Headless Chromium driven over the DevTools protocol on a pipe, and a small PNG decoder.

`--remote-debugging-pipe` makes Chromium read NUL-terminated JSON commands from fd 3 and write
responses and events to fd 4: no port, no websocket, no network. The page's console errors,
uncaught exceptions, log entries and every request it makes are recorded as events.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import queue
import shutil
import struct
import subprocess
import tempfile
import threading
import time
import zlib
from pathlib import Path

import numpy as np

FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-extensions", "--mute-audio", "--hide-scrollbars", "--remote-debugging-pipe",
)


def _high(fd: int) -> int:
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
    os.close(fd)
    return moved


def find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Chromium:
    def __init__(self, binary: str, timeout: float = 60.0) -> None:
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="sab-chromium-")
        to_chrome_r, self._to_chrome = os.pipe()
        self._from_chrome, from_chrome_w = os.pipe()
        # Above 9, so the shell's `3<&N 4>&M` can never overwrite one end with the other.
        to_chrome_r, from_chrome_w = _high(to_chrome_r), _high(from_chrome_w)
        # The shell moves the two pipe ends to the descriptors Chromium expects, then becomes Chromium.
        command = ["bash", "-c", f'exec "$@" 3<&{to_chrome_r} 4>&{from_chrome_w}', "bash", binary, *FLAGS,
                   f"--user-data-dir={self.profile}", "about:blank"]
        self.process = subprocess.Popen(command, pass_fds=(to_chrome_r, from_chrome_w), stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._next_id = 0
        self._messages: queue.Queue = queue.Queue()
        self.events: list[dict] = []
        threading.Thread(target=self._read, daemon=True).start()
        self.session = None

    def _read(self) -> None:
        buffer = b""
        while True:
            chunk = os.read(self._from_chrome, 1 << 16)
            if not chunk:
                self._messages.put(None)
                return
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                self._messages.put(json.loads(message))

    def call(self, method: str, params: dict | None = None, *, session: bool = True) -> dict:
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self._to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._messages.get(timeout=max(0.1, deadline - time.monotonic()))
            if reply is None:
                raise RuntimeError("chromium closed the pipe")
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method: str) -> dict:
        for event in self.events:
            if event.get("method") == method:
                self.events.remove(event)
                return event
        deadline = time.monotonic() + self.timeout
        while True:
            event = self._messages.get(timeout=max(0.1, deadline - time.monotonic()))
            if event is None:
                raise RuntimeError("chromium closed the pipe")
            if event.get("method") == method:
                return event
            self.events.append(event)

    def open_page(self, width: int, height: int) -> None:
        target = self.call("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(f"{domain}.enable")
        self.call("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1,
                                                         "mobile": False})

    def load(self, url: str) -> None:
        self.events.clear()
        self.call("Page.navigate", {"url": url})
        self.wait_for("Page.loadEventFired")

    def evaluate(self, expression: str):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"evaluate failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def errors(self) -> list[str]:
        """Console errors, uncaught exceptions and error log entries seen since the last load."""
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append("uncaught: " + params["exceptionDetails"].get("text", "") + " "
                             + str(params["exceptionDetails"].get("exception", {}).get("description", "")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"]))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                found.append("log: " + params["entry"].get("text", ""))
        return found

    def requests(self) -> list[str]:
        return [e["params"]["request"]["url"] for e in self.events if e.get("method") == "Network.requestWillBeSent"]

    def screenshot(self, width: int, height: int) -> bytes:
        shot = self.call("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                     "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
        return base64.b64decode(shot["data"])

    def close(self) -> None:
        try:
            self.call("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, 9)
            self.process.wait()
        os.close(self._to_chrome)
        shutil.rmtree(self.profile, ignore_errors=True)


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def decode_png(data: bytes) -> np.ndarray:
    """An 8-bit RGB or RGBA PNG (not interlaced) as an (height, width, channels) uint8 array."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    channels = 4 if colour == 6 else 3
    stride = width * channels
    raw = np.frombuffer(zlib.decompress(idat), dtype=np.uint8).reshape(height, stride + 1)
    image = np.zeros((height, stride), dtype=np.uint8)
    previous = np.zeros(stride, dtype=np.uint8)
    for y in range(height):
        kind, line = raw[y, 0], raw[y, 1:]
        if kind == 0:
            row = line.copy()
        elif kind == 1:
            row = (np.cumsum(line.reshape(width, channels).astype(np.int64), axis=0) % 256).astype(np.uint8).ravel()
        elif kind == 2:
            row = line + previous
        else:
            out = bytearray(stride)
            up = previous.tolist()
            source = line.tolist()
            for i in range(stride):
                left = out[i - channels] if i >= channels else 0
                if kind == 3:
                    out[i] = (source[i] + ((left + up[i]) >> 1)) & 0xFF
                else:
                    corner = up[i - channels] if i >= channels else 0
                    out[i] = (source[i] + _paeth(left, up[i], corner)) & 0xFF
            row = np.frombuffer(bytes(out), dtype=np.uint8)
        image[y] = row
        previous = row
    return image.reshape(height, width, channels)


def colour_bands(image: np.ndarray, rgb: tuple[int, int, int], min_pixels: int) -> list[tuple[int, int]]:
    """Runs of consecutive rows (first, last) that hold at least `min_pixels` pixels of exactly `rgb`."""
    hits = np.all(image[:, :, :3] == np.array(rgb, dtype=np.uint8), axis=2).sum(axis=1) >= min_pixels
    bands, start = [], None
    for y, hit in enumerate(hits):
        if hit and start is None:
            start = y
        elif not hit and start is not None:
            bands.append((start, y - 1))
            start = None
    if start is not None:
        bands.append((start, len(hits) - 1))
    return bands


def file_url(path: Path) -> str:
    return path.resolve().as_uri()
