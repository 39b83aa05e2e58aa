"""How much CPU the whole test suite costs: user + system seconds of pytest and every process it
waited for (its xdist workers, the apps and builds they started), and the test files that cost
most.

CPU seconds, not wall time: a busy machine stretches the wall time but hardly the CPU time, so
this is the figure that says whether CI fits (the suite must stay under 200 CPU-seconds on CI).

Run: ``python bench/suite_cpu.py [pytest arguments]`` (default: the README's test command, the
whole suite). ``--top N`` lists the N costliest test files, ``--tests N`` the N costliest tests; what the
tests' own rows leave out (starting the workers, collecting, the session's fixtures' teardown)
is told apart.
"""

import argparse
import collections
import json
import os
import pathlib
import resource
import subprocess
import sys
import tempfile
import textwrap
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]

# A pytest plugin each worker loads: the CPU of each test (its process and the children it
# waited for), written to a file per worker.
PLUGIN = textwrap.dedent('''
    import json, os, resource
    import pytest

    _rows = []

    def _cpu():
        own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        start = _cpu()
        yield
        _rows.append((item.nodeid, _cpu() - start))

    def pytest_sessionfinish(session):
        out = os.environ["SUITE_CPU_OUT"]
        with open(os.path.join(out, os.environ.get("PYTEST_XDIST_WORKER", "main") + ".json"), "w") as f:
            json.dump(_rows, f)
''')


def run(pytest_args, top, tests=0):
    with tempfile.TemporaryDirectory() as out:
        pathlib.Path(out, "suite_cpu_plugin.py").write_text(PLUGIN, encoding="utf-8")
        env = dict(os.environ, SUITE_CPU_OUT=out, PYTHONPATH=os.pathsep.join(
            filter(None, [out, os.environ.get("PYTHONPATH")])))
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        done = subprocess.run([sys.executable, "-m", "pytest", "-p", "suite_cpu_plugin", "-p", "no:cacheprovider",
                               *pytest_args], cwd=ROOT, env=env)
        wall = time.monotonic() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        rows = [row for path in pathlib.Path(out).glob("*.json")
                for row in json.loads(path.read_text(encoding="utf-8"))]
    user, system = after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime
    by_file = collections.Counter()
    for test, seconds in rows:
        by_file[test.split("::")[0]] += seconds
    print(f"\nsuite: {len(rows)} tests, exit code {done.returncode}; CPU {user + system:.0f} s "
          f"(user {user:.0f} s + system {system:.0f} s, every worker and child), wall {wall:.0f} s, "
          f"{os.cpu_count()} cores; load average now {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"the {top} costliest test files (CPU seconds, the tests' own and their children's):")
    for path, seconds in by_file.most_common(top):
        print(f"  {seconds:6.1f}  {path}")
    counted = sum(seconds for _, seconds in rows)
    print(f"the tests' own rows: {counted:.0f} s; outside them (workers' start, collection...): "
          f"{user + system - counted:.0f} s")
    if tests:
        print(f"the {tests} costliest tests:")
        for test, seconds in sorted(rows, key=lambda row: -row[1])[:tests]:
            print(f"  {seconds:6.2f}  {test}")
    return done.returncode


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--tests", type=int, default=0)
    args, pytest_args = parser.parse_known_args(argv)
    sys.exit(run(pytest_args, args.top, args.tests))


if __name__ == "__main__":
    main()
