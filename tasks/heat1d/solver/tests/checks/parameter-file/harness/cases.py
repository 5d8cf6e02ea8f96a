import json, sys
cases = {}
with open(sys.argv[1], encoding="utf-8") as table:
    for line in table:
        name, status, created = line.rstrip("\n").split("\t")
        with open(f"{name}.stderr", "rb") as err:
            stderr = err.read().decode("utf-8", "backslashreplace")
        cases[name] = {"status": int(status), "stderr": stderr, "output_created": created == "true"}
with open(sys.argv[2], "w", encoding="utf-8") as out:
    json.dump(cases, out, indent=1)
    out.write("\n")
