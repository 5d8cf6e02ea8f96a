"""The command line end to end: output files, seeded reproducibility, errors."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

import numpy as np

SOURCE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARAMS = """L = 8
temperature = 2.4
sweeps = 300
thermalisation = 50
sample_every = 3
seed = 21
start = hot
"""


def run_cli(*args, cwd):
    env = dict(os.environ, PYTHONPATH=SOURCE, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([sys.executable, "-m", "ising", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


class TestCommandLine(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.write("p.par", PARAMS)

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        with open(os.path.join(self.dir, name), "w") as handle:
            handle.write(text)

    def read(self, *parts):
        with open(os.path.join(self.dir, *parts), "rb") as handle:
            return handle.read()

    def test_outputs(self):
        done = run_cli("run", "p.par", "out", cwd=self.dir)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(sorted(os.listdir(os.path.join(self.dir, "out"))),
                         ["final_spins.npy", "observables.txt", "samples.txt", "summary.json"])
        samples = np.loadtxt(os.path.join(self.dir, "out", "samples.txt"))
        self.assertEqual(samples.shape, (100, 4))
        np.testing.assert_array_equal(samples[:, 0], np.arange(3, 301, 3))
        np.testing.assert_array_equal(samples[:, 2], np.abs(samples[:, 1]))
        # per-site values of an 8 x 8 lattice are multiples of 1/64 (m) and 1/32 (e)
        np.testing.assert_array_equal(samples[:, 1] * 64, np.round(samples[:, 1] * 64))
        np.testing.assert_array_equal(samples[:, 3] * 32, np.round(samples[:, 3] * 32))
        summary = json.loads(self.read("out", "summary.json"))
        observables = np.loadtxt(os.path.join(self.dir, "out", "observables.txt"))
        self.assertEqual(summary["samples"], 100)
        self.assertEqual(observables[0], summary["mean_e"])
        self.assertEqual(observables[4], summary["susceptibility"])
        self.assertAlmostEqual(summary["mean_e"], samples[:, 3].mean(), delta=1e-15)
        spins = np.load(os.path.join(self.dir, "out", "final_spins.npy"))
        self.assertEqual((spins.shape, spins.dtype), ((8, 8), np.int8))

    def test_same_seed_same_bytes_other_seed_other_path(self):
        self.write("q.par", PARAMS.replace("seed = 21", "seed = 22"))
        for params, out in (("p.par", "a"), ("p.par", "b"), ("q.par", "c")):
            self.assertEqual(run_cli("run", params, out, cwd=self.dir).returncode, 0)
        for name in ("samples.txt", "observables.txt", "summary.json", "final_spins.npy"):
            self.assertEqual(self.read("a", name), self.read("b", name), name)
        self.assertNotEqual(self.read("a", "samples.txt"), self.read("c", "samples.txt"))

    def test_bad_parameters_exit_2_and_write_nothing(self):
        self.write("bad.par", PARAMS.replace("L = 8", "L = 7"))
        done = run_cli("run", "bad.par", "out", cwd=self.dir)
        self.assertEqual(done.returncode, 2)
        self.assertIn("key 'L'", done.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out")))

    def test_usage(self):
        self.assertEqual(run_cli("--help", cwd=self.dir).returncode, 0)
        self.assertEqual(run_cli(cwd=self.dir).returncode, 2)


if __name__ == "__main__":
    unittest.main()
