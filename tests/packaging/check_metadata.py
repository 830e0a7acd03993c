#!/usr/bin/env python3
"""Check the package metadata of resil against resil.h.

The version is written once, in resil.h (RESIL_VERSION_STRING, with
RESIL_VERSION_MAJOR/MINOR/PATCH); library.json (PlatformIO) and
library.properties (Arduino) must carry the same version and their
required fields; CMakeLists.txt and resil.pc.in must take the version from
resil.h, not carry their own.

usage: check_metadata.py [ROOT]     (ROOT: the checkout, default .)
Prints one line per check, then "metadata: N passed, N failed".
Exit status: 0 all checks passed, 1 a check failed, 2 usage error.

Field rules: PlatformIO library.json manifest
(https://docs.platformio.org/en/latest/manifests/library-json/) and the
Arduino library specification, 1.5 format rev. 2.2
(https://arduino.github.io/arduino-cli/latest/library-specification/).
"""
import json
import os
import re
import sys

ARDUINO_REQUIRED = ("name", "version", "author", "maintainer", "sentence",
                    "paragraph", "category", "url", "architectures")
ARDUINO_CATEGORIES = ("Display", "Communication", "Signal Input/Output",
                      "Sensors", "Device Control", "Timing", "Data Storage",
                      "Data Processing", "Other")
PIO_REQUIRED = ("name", "version", "description")
SEMVER = re.compile(r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$")

passed = 0
failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok   " + name)
    else:
        failed += 1
        print("FAIL " + name + (": " + detail if detail else ""))


def read(root, rel):
    try:
        with open(os.path.join(root, rel), encoding="utf-8") as f:
            return f.read()
    except OSError as e:
        check("read " + rel, False, str(e))
        return None


def header_version(root):
    text = read(root, "resil.h")
    if text is None:
        return None
    strings = re.findall(r'^#define RESIL_VERSION_STRING "([^"]*)"', text, re.M)
    check("resil.h defines RESIL_VERSION_STRING once", len(strings) == 1,
          "found %d" % len(strings))
    if len(strings) != 1:
        return None
    v = strings[0]
    check("RESIL_VERSION_STRING is MAJOR.MINOR.PATCH", bool(SEMVER.match(v)), v)
    parts = []
    for p in ("MAJOR", "MINOR", "PATCH"):
        m = re.search(r"^#define RESIL_VERSION_%s ([0-9]+)$" % p, text, re.M)
        parts.append(m.group(1) if m else "?")
    check("RESIL_VERSION_MAJOR.MINOR.PATCH == RESIL_VERSION_STRING",
          ".".join(parts) == v, "%s vs %s" % (".".join(parts), v))
    return v


def check_library_json(root, version):
    text = read(root, "library.json")
    if text is None:
        return {}
    try:
        j = json.loads(text)
    except ValueError as e:
        check("library.json is valid JSON", False, str(e))
        return {}
    check("library.json is valid JSON", isinstance(j, dict))
    if not isinstance(j, dict):
        return {}
    for k in PIO_REQUIRED:
        check("library.json has " + k,
              isinstance(j.get(k), str) and j[k].strip() != "")
    name = j.get("name", "")
    check("library.json name is a slug (a-z, 0-9, dashes, <= 50)",
          isinstance(name, str) and len(name) <= 50 and
          bool(re.match(r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$", name))
          and "--" not in name, repr(name))
    check("library.json version == resil.h", j.get("version") == version,
          "%r vs %r" % (j.get("version"), version))
    check("library.json description <= 255 characters",
          len(str(j.get("description", ""))) <= 255)
    check("library.json license is MIT (as resil.h)", j.get("license") == "MIT")
    for k in ("frameworks", "platforms"):
        check("library.json has " + k, bool(j.get(k)))
    hdrs = j.get("headers")
    hdrs = [hdrs] if isinstance(hdrs, str) else (hdrs or [])
    check("library.json headers name resil.h", "resil.h" in hdrs)
    for h in hdrs:
        check("library.json header %s exists" % h,
              os.path.isfile(os.path.join(root, h)))
    repo = j.get("repository") or {}
    check("library.json repository has type and url",
          isinstance(repo, dict) and repo.get("type") == "git"
          and str(repo.get("url", "")).startswith("https://"))
    build = j.get("build") or {}
    # Without a src/ folder PlatformIO compiles every source under the root
    # (tests, harness, examples, fuzz: each has a main). The filter must
    # exclude them all; the user compiles the implementation in one file.
    sf = build.get("srcFilter")
    sf = " ".join(sf) if isinstance(sf, list) else str(sf or "")
    check("library.json build.srcFilter excludes every source",
          sf.split()[:1] == ["-<*>"] and "+<" not in sf, sf)
    check("library.json build.includeDir is the root",
          build.get("includeDir") == ".")
    return {"name": name, "url": str(repo.get("url", ""))}


def check_library_properties(root, version):
    text = read(root, "library.properties")
    if text is None:
        return {}
    props, bad = {}, []
    for i, line in enumerate(text.split("\n"), 1):
        if line.strip() == "" or line.startswith("#"):
            continue
        if "=" not in line:
            bad.append(i)
            continue
        k, v = line.split("=", 1)
        props[k.strip()] = v.strip()
    check("library.properties lines are key=value or comments", not bad,
          "lines %s" % bad)
    check("library.properties is UTF-8 without BOM",
          not text.startswith("\ufeff"))
    for k in ARDUINO_REQUIRED:
        check("library.properties has " + k, props.get(k, "") != "")
    name = props.get("name", "")
    check("library.properties name: letters, digits, space _ . -; "
          "not starting with Arduino",
          bool(re.match(r"^[A-Za-z][A-Za-z0-9 _.\-]{0,62}$", name))
          and not name.lower().startswith("arduino"), repr(name))
    check("library.properties version == resil.h",
          props.get("version") == version,
          "%r vs %r" % (props.get("version"), version))
    check("library.properties category is one of the specification's",
          props.get("category") in ARDUINO_CATEGORIES,
          repr(props.get("category")))
    check("library.properties url is https",
          props.get("url", "").startswith("https://"))
    check("library.properties paragraph does not repeat sentence",
          not props.get("paragraph", "").startswith(props.get("sentence", "")
                                                    or "\0"))
    for h in [x.strip() for x in props.get("includes", "").split(",") if x]:
        check("library.properties include %s exists" % h,
              os.path.isfile(os.path.join(root, h)))
    return {"name": name, "url": props.get("url", "")}


def check_build_files(root):
    cm = read(root, "CMakeLists.txt")
    if cm is not None:
        check("CMakeLists.txt reads the version from resil.h",
              "RESIL_VERSION_STRING" in cm and
              not re.search(r"project\([^)]*VERSION\s+[0-9]", cm))
    pc = read(root, "resil.pc.in")
    if pc is not None:
        check("resil.pc.in takes the version from the build (@VERSION@)",
              re.search(r"^Version: @VERSION@$", pc, re.M) is not None)
        check("resil.pc.in has Name, Description and Cflags",
              all(re.search("^%s: \\S" % k, pc, re.M)
                  for k in ("Name", "Description", "Cflags")))
    for rel in ("cmake/resilConfig.cmake.in", "cmake/resilConfigVersion.cmake.in"):
        t = read(root, rel)
        if t is not None:
            check(rel + " has no literal version",
                  re.search(r"[0-9]+\.[0-9]+\.[0-9]+", t) is None)


def main(argv):
    if len(argv) > 2 or (len(argv) == 2 and argv[1].startswith("-")):
        print(__doc__.strip())
        return 0 if len(argv) == 2 and argv[1] in ("-h", "--help") else 2
    root = argv[1] if len(argv) == 2 else "."
    version = header_version(root)
    pio = check_library_json(root, version)
    ard = check_library_properties(root, version)
    if pio and ard:
        check("library.json and library.properties name the same library",
              pio["name"].lower() == ard["name"].lower())
        check("library.json and library.properties give the same url",
              re.sub(r"\.git$", "", pio["url"]) == ard["url"],
              "%s vs %s" % (pio["url"], ard["url"]))
        if ".invalid" in ard["url"]:
            print("note: the project url is a placeholder (%s)" % ard["url"])
    check_build_files(root)
    print("metadata: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
