#!/usr/bin/env python3
"""Validates DTCG files against the 2025.10 schemas in this folder, offline.

    validate.py FILE…   a file named *.resolver.json is checked against resolver.json, any other
                        against format.json. Prints one line per problem; exits 1 if any.

Every schema is registered under its $id, so references between them resolve to these files and
nothing is fetched.
"""
import json
import os
import sys

import jsonschema
from referencing import Registry, Resource

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "2025.10")


def registry():
    resources = []
    for folder, _, names in os.walk(HERE):
        for name in names:
            if name.endswith(".json"):
                with open(os.path.join(folder, name)) as handle:
                    schema = json.load(handle)
                resources.append((schema["$id"], Resource.from_contents(schema)))
    return Registry().with_resources(resources)


def main(paths):
    known = registry()
    problems = 0
    for path in paths:
        kind = "resolver.json" if path.endswith(".resolver.json") else "format.json"
        with open(os.path.join(HERE, kind)) as handle:
            schema = json.load(handle)
        with open(path) as handle:
            document = json.load(handle)
        validator = jsonschema.Draft7Validator(schema, registry=known)
        for error in validator.iter_errors(document):
            problems += 1
            # The deepest cause says what is wrong; a oneOf's own message lists the whole value.
            while error.context:
                error = jsonschema.exceptions.best_match(error.context)
            where = "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: {where or '(root)'}: {error.message[:300]}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
