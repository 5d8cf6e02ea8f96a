"""The key = value parameter file."""

import unittest

from nbody.params import ParameterError, parse_text

PLUMMER = """# a comment line
initial = plummer   # trailing comment
n = 16
seed = 3
dt = 0.01
steps = 10
"""


class TestParsing(unittest.TestCase):
    def test_defaults_and_values(self):
        p = parse_text(PLUMMER)
        self.assertEqual((p.initial, p.n, p.seed, p.steps), ("plummer", 16, 3, 10))
        self.assertEqual((p.integrator, p.G, p.softening, p.kernel), ("leapfrog", 1.0, 0.0, "vectorised"))

    def test_reals_keep_every_bit(self):
        p = parse_text(PLUMMER.replace("dt = 0.01", "dt = 0.010000000000000002"))
        self.assertNotEqual(p.dt, 0.01)
        self.assertEqual(p.dt, float.fromhex("0x1.47ae147ae147cp-7"))

    def test_kepler(self):
        p = parse_text("initial = kepler\neccentricity = 0.5\nm2 = 0.25\ndt = 0.1\nsteps = 3\nintegrator = yoshida4\n")
        self.assertEqual((p.eccentricity, p.m2, p.integrator), (0.5, 0.25, "yoshida4"))

    def test_errors_name_line_and_key(self):
        cases = {
            PLUMMER + "alhpa = 1\n": "unknown key 'alhpa'",
            PLUMMER + "n = 4\n": "given twice",
            PLUMMER.replace("dt = 0.01", "dt = 0.01x"): "malformed number",
            PLUMMER.replace("n = 16", "n = 16.0"): "malformed integer",
            PLUMMER.replace("steps = 10\n", ""): "missing required key 'steps'",
            PLUMMER.replace("dt = 0.01", "dt = -1"): "key 'dt'",
            PLUMMER.replace("dt = 0.01", "dt = nan"): "finite",
            PLUMMER + "integrator = euler\n": "not one of",
            PLUMMER + "eccentricity = 0.1\n": "no effect",
            PLUMMER + "just words\n": "key = value",
            "initial = kepler\neccentricity = 1\ndt = 0.1\nsteps = 3\n": "eccentricity",
        }
        for text, message in cases.items():
            with self.subTest(message=message):
                with self.assertRaises(ParameterError) as caught:
                    parse_text(text, "p.par")
                self.assertIn(message, str(caught.exception))
                self.assertTrue(str(caught.exception).startswith("p.par"))


if __name__ == "__main__":
    unittest.main()
