"""Runs in place of a leaf's Python interpreter during `sab coverage` (copied into the staged source).

run.sh calls `$SAB_PYTHON` like the interpreter itself (`-c CODE`, `-m MODULE`, `SCRIPT`, with or
without interpreter options). The wrapper sab writes as `$SAB_PYTHON` starts the leaf's own
interpreter on this file with the data folder first:

    <interpreter> launcher.py DATA_DIR [interpreter arguments...]

This file must run under any Python 3 the leaf may name, so it imports only the standard library
and the copy of coverage.py in `lib/` beside it (the sandbox may hide where sab's own copy lives).
"""

import os
import sys
import types

# Interpreter options that take a value, and those that end the command line of the interpreter
# itself (it prints and exits): both pass through without measurement.
_WITH_VALUE = ("--check-hash-based-pycs",)
_INFORMATIONAL = ("-h", "-?", "--help", "--help-env", "--help-xoptions", "--help-all", "-V", "--version")

TOOLS = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(TOOLS)


def _split(arguments):
    """(interpreter options, the rest starting at -c/-m/script/-), or None to pass through."""
    options = []
    index = 0
    while index < len(arguments):
        word = arguments[index]
        if word in _INFORMATIONAL:
            return None
        if word == "--":
            return options, arguments[index + 1:]
        if word == "-" or not word.startswith("-"):
            return options, arguments[index:]
        if word.startswith("--"):
            taken = 2 if word in _WITH_VALUE else 1
            options += arguments[index:index + taken]
            index += taken
            continue
        # Short options may be bundled (`-uBc CODE`); -W and -X take the rest of the word or
        # the next one, -c and -m end the interpreter's options.
        for position in range(1, len(word)):
            letter = word[position]
            if letter in "cm":
                if position > 1:
                    options.append(word[:position])
                return options, ["-" + word[position:], *arguments[index + 1:]]
            if letter in "WX":
                taken = 2 if position == len(word) - 1 else 1
                options += arguments[index:index + taken]
                index += taken
                break
        else:
            options.append(word)
            index += 1
    return options, []


def _passthrough(arguments):
    os.execv(sys.executable, [sys.executable, *arguments])


def _settings(data_dir):
    os.makedirs(data_dir, exist_ok=True)
    return {
        "rcfile": os.path.join(TOOLS, "coveragerc"),
        "data_file": os.path.join(data_dir, "data"),
        "include": os.path.join(SOURCE, "*"),
        "omit": os.path.join(TOOLS, "*"),
    }


def _run_code(code, arguments, settings):
    """`-c CODE`: coverage.py's command line has no -c, so measure through its API."""
    import coverage

    measure = coverage.Coverage(data_file=settings["data_file"], data_suffix=True, config_file=settings["rcfile"],
                                include=[settings["include"]], omit=[settings["omit"]])
    main = types.ModuleType("__main__")
    main.__dict__["__builtins__"] = __builtins__
    sys.modules["__main__"] = main
    sys.argv = ["-c", *arguments]
    if sys.path and os.path.realpath(sys.path[0]) == os.path.realpath(TOOLS):
        sys.path[0] = ""  # as the interpreter does for -c: the working directory, not this folder
    status = 0
    measure.start()
    try:
        exec(compile(code, "<string>", "exec"), main.__dict__)
    except SystemExit as exit_:
        status = exit_.code
    finally:
        measure.stop()
        measure.save()
    return status


def main():
    if len(sys.argv) < 2:
        sys.stderr.write("usage: launcher.py DATA_DIR [python arguments...]\n")
        return 2
    data_dir, arguments = sys.argv[1], sys.argv[2:]
    split = _split(arguments)
    if split is None:
        _passthrough(arguments)
    options, rest = split
    if options:
        # Options change the interpreter itself (-u, -X dev, -W error): start it again with them,
        # then measure.
        os.execv(sys.executable, [sys.executable, *options, os.path.abspath(__file__), data_dir, *rest])
    if not rest or rest[0] == "-" or rest[0] in ("-c", "-m") and len(rest) == 1:
        # stdin, an interactive session, or -c/-m without its argument (the interpreter says so):
        # nothing to attribute to the module
        _passthrough(arguments)
    # sab's copy of coverage.py comes before any the interpreter has (another version may lack
    # options used here); the first entry stays the program's own, which `coverage run` sets.
    sys.path.insert(1, os.path.join(TOOLS, "lib"))
    settings = _settings(data_dir)
    if rest[0].startswith("-c"):
        code, tail = (rest[0][2:], rest[1:]) if len(rest[0]) > 2 else (rest[1], rest[2:])
        return _run_code(code, tail, settings)
    from coverage.cmdline import main as coverage_main

    common = [f"--rcfile={settings['rcfile']}", f"--data-file={settings['data_file']}", "--parallel-mode",
              f"--include={settings['include']}", f"--omit={settings['omit']}"]
    if rest[0].startswith("-m"):
        module, tail = (rest[0][2:], rest[1:]) if len(rest[0]) > 2 else (rest[1], rest[2:])
        return coverage_main(["run", *common, "-m", module, *tail])
    return coverage_main(["run", *common, *rest])


if __name__ == "__main__":
    sys.exit(main())
