"""The key = value parameter file."""

import unittest

from ising.params import ParameterError, parse_text

BASE = """# comment
L = 16
temperature = 2.5   # trailing comment
sweeps = 100
seed = 4
"""


class TestParsing(unittest.TestCase):
    def test_defaults(self):
        p = parse_text(BASE)
        self.assertEqual((p.L, p.temperature, p.sweeps, p.seed), (16, 2.5, 100, 4))
        self.assertEqual((p.J, p.h, p.thermalisation, p.sample_every, p.start), (1.0, 0.0, 0, 1, "cold"))

    def test_reals_keep_every_bit(self):
        p = parse_text(BASE.replace("2.5", "2.5000000000000004"))
        self.assertEqual(p.temperature, float.fromhex("0x1.4000000000001p+1"))

    def test_errors(self):
        cases = {
            BASE + "beta = 1\n": "unknown key 'beta'",
            BASE + "L = 8\n": "given twice",
            BASE.replace("L = 16", "L = 15"): "even",
            BASE.replace("L = 16", "L = 16.0"): "malformed integer",
            BASE.replace("2.5", "hot"): "malformed number",
            BASE.replace("2.5", "-1"): "temperature",
            BASE.replace("2.5", "inf"): "finite",
            BASE.replace("seed = 4\n", ""): "missing required key 'seed'",
            BASE + "start = warm\n": "not one of",
            BASE + "sample_every = 0\n": "sample_every",
            BASE + "no equals sign\n": "key = value",
        }
        for text, message in cases.items():
            with self.subTest(message=message):
                with self.assertRaises(ParameterError) as caught:
                    parse_text(text, "i.par")
                self.assertIn(message, str(caught.exception))
                self.assertTrue(str(caught.exception).startswith("i.par"))


if __name__ == "__main__":
    unittest.main()
