import contextlib, io, json, os, sys

from nbody.cli import main

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


# Accepted: the upstream test files, run to the end (the outputs are graded too).
for name in ("plummer16", "kepler"):
    with open(f"{name}.par", "w", encoding="utf-8") as handle:
        handle.write(read(f"{name}.par"))
    target = os.path.join(out_dir, name)
    invoke(name, ["run", f"{name}.par", target], target)

# Refused with status 2 and nothing written: the cases of tests/test_params.py built from its
# PLUMMER text (base.par), then a negative seed, a value holding '=', a truncation radius at the
# scale radius and a missing file; the usage and help cases of tests/test_cli.py.
base = read("base.par")
refused = {
    "unknown-key": base + "alhpa = 1\n",
    "duplicate-key": base + "n = 4\n",
    "malformed-number": base.replace("dt = 0.01", "dt = 0.01x"),
    "malformed-integer": base.replace("n = 16", "n = 16.0"),
    "missing-steps": base.replace("steps = 10\n", ""),
    "negative-dt": base.replace("dt = 0.01", "dt = -1"),
    "nan-dt": base.replace("dt = 0.01", "dt = nan"),
    "unknown-integrator": base + "integrator = euler\n",
    "kepler-key-for-plummer": base + "eccentricity = 0.1\n",
    "no-equals-sign": base + "just words\n",
    "unbound-orbit": "initial = kepler\neccentricity = 1\ndt = 0.1\nsteps = 3\n",
    "negative-seed": base.replace("seed = 3", "seed = -1"),
    "two-equals-signs": base.replace("dt = 0.01", "dt = 0.01 = 0.02"),
    "truncation-at-scale": base + "truncation = 1\n",
}
for name, text in refused.items():
    with open(f"{name}.par", "w", encoding="utf-8") as handle:
        handle.write(text)
    invoke(name, ["run", f"{name}.par", f"{name}.out"], f"{name}.out")
invoke("missing-file", ["run", "no-such-file.par", "missing-file.out"], "missing-file.out")
invoke("usage", ["frobnicate"], "frobnicate")
invoke("help", ["--help"], "help")

with open(os.path.join(out_dir, "cases.json"), "w", encoding="utf-8") as handle:
    json.dump(cases, handle, indent=1)
    handle.write("\n")
