import contextlib, io, json, os, sys

from ising.cli import main

input_dir, out_dir = sys.argv[1:3]
cases = {}


def invoke(name, argv, created):
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as exc:
            status = exc.code if isinstance(exc.code, int) else 1
        except Exception as exc:
            status = 1
            err.write(f"{type(exc).__name__}: {exc}\n")
    cases[name] = {"status": status, "stderr": err.getvalue(), "output_created": os.path.exists(created)}


def read(name):
    with open(os.path.join(input_dir, name), encoding="utf-8") as handle:
        return handle.read()


# Accepted: the BASE text of tests/test_params.py, run to the end. Its samples depend on the random
# stream, which a port may change; what the file asked for does not: the parameters the run echoes
# in summary.json (the defaults J = 1, h = 0, thermalisation = 0, sample_every = 1, start = cold
# among them) and the number of samples.
with open("accepted.par", "w", encoding="utf-8") as handle:
    handle.write(read("accepted.par"))
invoke("accepted", ["run", "accepted.par", "accepted.out"], "accepted.out")
try:
    with open(os.path.join("accepted.out", "summary.json"), encoding="utf-8") as handle:
        summary = json.load(handle)
except (OSError, ValueError):
    summary = {}
echoed = ("L", "sites", "temperature", "J", "h", "sweeps", "thermalisation", "sample_every", "seed", "start", "samples")
cases["accepted"]["parameters"] = {key: summary.get(key) for key in echoed}

# Refused with status 2 and nothing written: the cases of tests/test_params.py built from its BASE
# text (base.par), then a negative thermalisation, a value holding '=' and a missing file; the
# usage and help cases of tests/test_cli.py.
base = read("base.par")
refused = {
    "unknown-key": base + "beta = 1\n",
    "duplicate-key": base + "L = 8\n",
    "odd-side": base.replace("L = 16", "L = 15"),
    "malformed-integer": base.replace("L = 16", "L = 16.0"),
    "malformed-number": base.replace("2.5", "hot"),
    "negative-temperature": base.replace("2.5", "-1"),
    "infinite-temperature": base.replace("2.5", "inf"),
    "missing-seed": base.replace("seed = 4\n", ""),
    "unknown-start": base + "start = warm\n",
    "zero-sample-interval": base + "sample_every = 0\n",
    "no-equals-sign": base + "no equals sign\n",
    "negative-thermalisation": base + "thermalisation = -1\n",
    "two-equals-signs": base.replace("seed = 4", "seed = 4 = 5"),
}
for name, text in refused.items():
    with open(f"{name}.par", "w", encoding="utf-8") as handle:
        handle.write(text)
    invoke(name, ["run", f"{name}.par", f"{name}.out"], f"{name}.out")
invoke("missing-file", ["run", "no-such-file.par", "missing-file.out"], "missing-file.out")
invoke("usage", [], "usage.out")
invoke("help", ["--help"], "help.out")

with open(os.path.join(out_dir, "cases.json"), "w", encoding="utf-8") as handle:
    json.dump(cases, handle, indent=1)
    handle.write("\n")
