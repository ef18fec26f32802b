#!/usr/bin/env python3
"""Validates a JSON document against a JSON Schema with the `jsonschema` package.

    validate_json_schema.py SCHEMA INSTANCE [--no-duplicate-keys]

Every .json file in SCHEMA's folder (recursively) is registered under its `$id` (or draft-04
`id`), so schemas split over files resolve their references offline. The validator is the one
the schema's `$schema` names. With --no-duplicate-keys the instance is first parsed with a hook
that rejects an object naming a key twice (which JSON parsers otherwise take silently).

Exit status: 0 valid, 1 invalid (each error with its JSON path), 2 usage or setup error.
"""
import json
import pathlib
import sys


def reject_duplicates(pairs):
    keys = [key for key, _ in pairs]
    for key in keys:
        if keys.count(key) > 1:
            raise ValueError(f"duplicate key {key!r}")
    return dict(pairs)


def main(arguments):
    flags = [a for a in arguments if a.startswith("--")]
    paths = [a for a in arguments if not a.startswith("--")]
    if len(paths) != 2 or set(flags) - {"--no-duplicate-keys"}:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        import jsonschema
        import referencing
    except ImportError:
        print("validate_json_schema.py needs jsonschema: python3 -m pip install 'jsonschema>=4.18'", file=sys.stderr)
        return 2
    schema_path, instance_path = map(pathlib.Path, paths)
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    text = instance_path.read_text(encoding="utf-8")
    try:
        instance = json.loads(text, object_pairs_hook=reject_duplicates if flags else None)
    except ValueError as error:
        print(f"{instance_path}: {error}")
        return 1
    validator_class = jsonschema.validators.validator_for(schema)
    resources = []
    for candidate in sorted(schema_path.parent.rglob("*.json")):
        document = json.loads(candidate.read_text(encoding="utf-8"))
        identifier = isinstance(document, dict) and (document.get("$id") or document.get("id"))
        if identifier:
            resource = referencing.Resource.from_contents(
                document, default_specification=referencing.jsonschema.specification_with(
                    document.get("$schema", schema.get("$schema", "https://json-schema.org/draft/2020-12/schema"))))
            resources.append((identifier, resource))
    registry = referencing.Registry().with_resources(resources)
    validator = validator_class(schema, registry=registry, format_checker=validator_class.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(instance), key=lambda error: list(error.absolute_path))
    for error in errors:
        print(f"{error.json_path}: {error.message}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
