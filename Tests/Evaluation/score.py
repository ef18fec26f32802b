#!/usr/bin/env python3
"""Scores nsslint on real app themes against labels made from the runtimes' source code.

The themes themselves are not in this repository (they belong to their authors): the labels in
labels/*.tsv name each file by repository, commit and path, one row per non-blank line with a
verdict (defect, note, valid, unsure) and the reason. Fetch the files at those commits into a
folder laid out as <owner>+<repo>/<path>, then:

    python3 Tests/Evaluation/score.py --themes DIR [--nsslint .build/release/nsslint] [--details]

nsslint runs with no --profile, as a new user runs it, once per theme, with the configuration the
labels' `# nsslint-config: {...}` line gives (what that app's authors would write: properties their
code reads, a rule their NUI fork makes moot), if any (a theme split over several
files is linted with --theme, or with a configuration that names its loading). A flagged line is
one where a finding starts. The figures:
  recall     defect lines flagged / defect lines
  precision  flagged lines labelled defect / flagged lines (unsure lines left out)
  notes      flagged lines labelled note / flagged lines
  false      flagged lines labelled valid (each one is a false finding)
Exits 0 when the themes folder is absent (a clean clone), after saying so.
"""

import argparse
import json
import re
import os
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))

# A defect that only the app's sources can show (a class no view is assigned, a property only app
# code reads): nsslint cannot know it from the theme alone. Scored apart, as what `--sources`
# (cross-referencing the app) is for.
NEEDS_SOURCES = re.compile(
    r"no view (is given|is ever given|uses)|which no view uses|never assigns|sets no nuiClass|"
    r"only read through NUISettings by the app|no view has class|assigns '?\w+'? to nothing|needs the app's sources")


# A declaration of a rule no view uses is labelled a defect line by line, but it has one root cause,
# which nsslint reports once, on the rule's selector: that finding covers the declarations.
DEAD_RULE_DECLARATION = re.compile(r"^declaration of rule \S+ \(line (\d+)\), which no view uses")


def covered_by_rule_finding(row, key, flagged):
    """Whether a dead rule's declaration is covered by an unused-class finding on the rule's line."""
    match = DEAD_RULE_DECLARATION.match(row["reason"])
    if not match:
        return False
    return any(rule == "unused-class" for _, rule, _ in flagged.get((key[0], int(match.group(1))), []))


def read_labels(path):
    """The header facts and the rows of one labels file."""
    header = defaultdict(list)
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line.startswith("#"):
                key, _, value = line[1:].strip().partition(":")
                header[key.strip()].append(value.strip())
                continue
            if not line or line.startswith("path\tline"):
                continue
            fields = line.split("\t")
            if len(fields) < 5:
                raise SystemExit(f"{path}: malformed row: {line!r}")
            rows.append({"path": fields[0], "line": int(fields[1]), "verdict": fields[2],
                         "category": fields[3], "reason": fields[4]})
    return header, rows


def themes_of(header):
    """[(files, loading)] from '# theme: name = a,b ; loading: joined ; where' lines."""
    themes = []
    for entry in header.get("theme", []):
        _, _, rest = entry.partition("=")
        parts = [part.strip() for part in rest.split(";")]
        files = [name.strip() for name in parts[0].split(",") if name.strip()]
        loading = "single"
        for part in parts[1:]:
            if part.startswith("loading:"):
                loading = part.split(":", 1)[1].strip()
        themes.append((files, loading))
    return themes


def run_nsslint(nsslint, paths, loading, settings, app=None):
    """Findings as {(absolute path, line): [(severity, rule, message)]}. `settings` is the
    configuration a user of that app would write (the labels' `# nsslint-config:` line), if any."""
    command = [nsslint, "--reporter", "json"] + (["--sources", app] if app else [])
    configuration = dict(settings)
    if len(paths) > 1 and loading == "append":
        configuration["themes"] = [{"files": paths, "loading": "append"}]
    elif len(paths) > 1:
        command += ["--theme", ",".join(paths)]
        paths = []
    config = None
    if configuration:
        config = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
        json.dump(configuration, config)
        config.close()
        command += ["--config", config.name]
    command += paths
    result = subprocess.run(command, capture_output=True, text=True)
    if config:
        os.unlink(config.name)
    if result.returncode not in (0, 1):
        raise SystemExit(f"nsslint failed ({result.returncode}) on {paths}: {result.stderr}")
    document = json.loads(result.stdout)
    flagged = defaultdict(list)
    runtimes = {}
    for report in document["files"]:
        path = os.path.abspath(report["path"])
        runtimes[path] = (report.get("runtime") or {}).get("profile")
        for finding in report["findings"]:
            start, end = finding["range"]["start"], finding["range"]["end"]
            if start == end and start["line"] == 1 and start["column"] == 1:
                continue  # about the file as a whole (a class the app assigns and no rule styles), no line's claim
            line = start["line"]
            flagged[(path, line)].append((finding["severity"], finding["rule"], finding["message"]))
    return flagged, runtimes


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--themes", default=os.environ.get("NSSKIT_EVAL_THEMES", "/work/eval/themes"))
    parser.add_argument("--labels", default=os.path.join(HERE, "labels"))
    parser.add_argument("--nsslint", default=os.path.join(HERE, "..", "..", ".build", "release", "nsslint"))
    parser.add_argument("--details", action="store_true", help="list every false finding and missed defect")
    parser.add_argument("--apps", help="a folder of the apps' source trees (<owner>+<repo>/...), passed as --sources")
    arguments = parser.parse_args()
    if not os.path.isdir(arguments.themes):
        print(f"score.py: no themes folder at {arguments.themes}; nothing scored")
        return 0
    totals = Counter()
    details = []
    rows_out = []
    for name in sorted(os.listdir(arguments.labels)):
        if not name.endswith(".tsv"):
            continue
        header, rows = read_labels(os.path.join(arguments.labels, name))
        folder = os.path.join(arguments.themes, name[:-4])
        if not os.path.isdir(folder):
            print(f"score.py: {folder} is missing; {name} skipped", file=sys.stderr)
            continue
        verdicts = {(os.path.abspath(os.path.join(folder, row["path"])), row["line"]): row for row in rows}
        flagged = {}
        runtimes = {}
        settings = json.loads(header["nsslint-config"][0]) if header.get("nsslint-config") else {}
        for files, loading in themes_of(header):
            paths = [os.path.abspath(os.path.join(folder, file)) for file in files]
            app = os.path.join(arguments.apps, name[:-4]) if arguments.apps else None
            found, detected = run_nsslint(
                arguments.nsslint, paths, loading, settings, app if app and os.path.isdir(app) and os.listdir(app) else None)
            flagged.update(found)
            runtimes.update(detected)
        counts = Counter()
        for key, row in verdicts.items():
            counts[row["verdict"]] += 1
            if row["verdict"] == "defect" and NEEDS_SOURCES.search(row["reason"]) and not arguments.apps:
                row["verdict"] = "needs-sources"
                counts["needs-sources"] += 1
                counts["defect"] -= 1
                counts["needs-sources flagged"] += key in flagged
                continue
            if row["verdict"] == "valid" and NEEDS_SOURCES.search(row["reason"]) and not arguments.apps:
                # Valid only because of what the app's code assigns: judged with --apps, like the
                # defects only the app's sources show.
                row["verdict"] = "valid-needs-sources"
                continue
            if row["verdict"] == "defect":
                found = key in flagged or covered_by_rule_finding(row, key, flagged)
                counts["defect flagged" if found else "defect missed"] += 1
                if not found:
                    details.append(f"MISSED {name[:-4]} {row['path']}:{row['line']}: {row['reason']}")
        for key, findings in flagged.items():
            row = verdicts.get(key)
            verdict = row["verdict"] if row else "unlabelled"
            counts["flagged " + verdict] += 1
            if verdict in ("valid", "unlabelled"):
                where = os.path.relpath(key[0], folder)
                details.append(f"FALSE {name[:-4]} {where}:{key[1]}: {findings[0][1]}: {findings[0][2]}")
        totals.update(counts)
        profile = ",".join(sorted({value for value in runtimes.values() if value}))
        rows_out.append((name[:-4], header.get("runtime", ["?"])[0], profile, counts))
    print(f"{'repository':48} {'labelled':>11} {'detected':>13} {'defects':>8} {'found':>6} "
          f"{'flagged':>8} {'true':>5} {'note':>5} {'false':>6}")
    for repository, labelled, detected, counts in rows_out:
        flagged_total = sum(value for key, value in counts.items() if key.startswith("flagged "))
        print(f"{repository:48} {labelled:>11} {detected:>13} {counts['defect']:>8} {counts['defect flagged']:>6} "
              f"{flagged_total:>8} {counts['flagged defect']:>5} {counts['flagged note']:>5} "
              f"{counts['flagged valid'] + counts['flagged unlabelled']:>6}")
    judged = sum(
        value for key, value in totals.items()
        if key.startswith("flagged ")
        and key not in ("flagged unsure", "flagged needs-sources", "flagged valid-needs-sources"))
    recall = totals["defect flagged"] / totals["defect"] if totals["defect"] else 1.0
    precision = totals["flagged defect"] / judged if judged else 1.0
    notes = totals["flagged note"] / judged if judged else 0.0
    print(f"\nlabelled lines: {totals['defect']} defect, {totals['note']} note, {totals['valid']} valid, "
          f"{totals['unsure']} unsure; {totals['needs-sources']} more defects need the app's sources "
          f"(dead rules, properties read from code), {totals['needs-sources flagged']} of them flagged")
    print(f"recall {recall:.1%} ({totals['defect flagged']}/{totals['defect']}); "
          f"precision {precision:.1%} ({totals['flagged defect']}/{judged} flagged lines, unsure left out); "
          f"notes {notes:.1%}; false findings {totals['flagged valid'] + totals['flagged unlabelled']}")
    if arguments.details:
        print("\n" + "\n".join(details))
    return 0


if __name__ == "__main__":
    sys.exit(main())
