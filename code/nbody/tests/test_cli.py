"""The command line end to end: files written, bit-for-bit reproducibility, errors."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

import numpy as np

SOURCE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARAMS = """initial = plummer
n = 32
seed = 4
scale = 0.5890486225480862
softening = 0.02
dt = 0.01
steps = 25
output_every = 10
"""


def run_cli(*args, cwd):
    env = dict(os.environ, PYTHONPATH=SOURCE, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([sys.executable, "-m", "nbody", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


class TestCommandLine(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        with open(os.path.join(self.dir, "p.par"), "w") as handle:
            handle.write(PARAMS)

    def tearDown(self):
        self.tmp.cleanup()

    def test_outputs(self):
        done = run_cli("run", "p.par", "out", cwd=self.dir)
        self.assertEqual(done.returncode, 0, done.stderr)
        out = os.path.join(self.dir, "out")
        self.assertEqual(sorted(os.listdir(out)),
                         ["energy.txt", "final_state.npy", "masses.npy", "radii.npy", "summary.json"])
        self.assertEqual(np.load(os.path.join(out, "final_state.npy")).shape, (32, 6))
        self.assertEqual(np.load(os.path.join(out, "radii.npy")).shape, (32,))
        energy = np.loadtxt(os.path.join(out, "energy.txt"))
        self.assertEqual(energy.shape, (4, 7))  # steps 0, 10, 20, 25
        np.testing.assert_array_equal(energy[:, 0], [0, 10, 20, 25])
        np.testing.assert_allclose(energy[:, 4], energy[:, 2] + energy[:, 3], rtol=1e-15)
        with open(os.path.join(out, "summary.json")) as handle:
            summary = json.load(handle)
        self.assertEqual(summary["energy_final"], energy[-1, 4])
        self.assertEqual(summary["steps"], 25)
        self.assertIn("forces=26", done.stdout)  # leapfrog: one evaluation per step plus the first

    def test_bit_for_bit_reproducible(self):
        for name in ("a", "b"):
            self.assertEqual(run_cli("run", "p.par", name, cwd=self.dir).returncode, 0)
        for name in os.listdir(os.path.join(self.dir, "a")):
            with open(os.path.join(self.dir, "a", name), "rb") as a, open(os.path.join(self.dir, "b", name), "rb") as b:
                self.assertEqual(a.read(), b.read(), name)

    def test_two_ulp_time_step_reaches_the_outputs(self):
        with open(os.path.join(self.dir, "v.par"), "w") as handle:
            handle.write(PARAMS.replace("dt = 0.01", "dt = 0.010000000000000004"))
        self.assertEqual(run_cli("run", "p.par", "a", cwd=self.dir).returncode, 0)
        self.assertEqual(run_cli("run", "v.par", "b", cwd=self.dir).returncode, 0)
        a = np.load(os.path.join(self.dir, "a", "final_state.npy"))
        b = np.load(os.path.join(self.dir, "b", "final_state.npy"))
        self.assertFalse(np.array_equal(a, b))
        np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-14)

    def test_bad_parameters_exit_2_and_write_nothing(self):
        with open(os.path.join(self.dir, "bad.par"), "w") as handle:
            handle.write(PARAMS + "bogus = 1\n")
        done = run_cli("run", "bad.par", "out", cwd=self.dir)
        self.assertEqual(done.returncode, 2)
        self.assertIn("unknown key 'bogus'", done.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out")))

    def test_usage(self):
        self.assertEqual(run_cli("--help", cwd=self.dir).returncode, 0)
        self.assertEqual(run_cli("frobnicate", cwd=self.dir).returncode, 2)


if __name__ == "__main__":
    unittest.main()
