"""Record what C++'s ``std::sort`` does with ties, to check ``bench/cxxsort.py`` against it.

Run: ``python bench/cxxsort_cases.py`` (needs g++: it compiles a small C++ program, sorts
seeded lists of keys with many ties by ``std::sort``, ascending and descending, and by
``std::make_heap`` + ``std::sort_heap`` (introsort's way out), and writes each case's keys and
the order the elements came out in to ``bench/data/cxxsort-cases.json``). The test suite
replays those cases with the port (``tests/test_bench.py``), no compiler needed.
"""

import json
import pathlib
import random
import subprocess
import sys
import tempfile

OUT = pathlib.Path(__file__).resolve().parent / "data" / "cxxsort-cases.json"
SIZES = (1, 2, 3, 5, 15, 16, 17, 18, 20, 25, 31, 32, 33, 40, 64, 100)
MODES = ("ascending", "descending", "heap")

PROGRAM = r"""
#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>
// each case: mode (0 ascending, 1 descending, 2 heap), n, n keys; prints the elements' first places
int main() {
    int mode, n;
    while (std::scanf("%d %d", &mode, &n) == 2) {
        std::vector<std::pair<int, int>> v(n);
        for (int i = 0; i < n; ++i) { std::scanf("%d", &v[i].first); v[i].second = i; }
        auto less = [](const std::pair<int, int>& a, const std::pair<int, int>& b) { return a.first < b.first; };
        auto more = [](const std::pair<int, int>& a, const std::pair<int, int>& b) { return a.first > b.first; };
        if (mode == 0) std::sort(v.begin(), v.end(), less);
        else if (mode == 1) std::sort(v.begin(), v.end(), more);
        else { std::make_heap(v.begin(), v.end(), less); std::sort_heap(v.begin(), v.end(), less); }
        for (int i = 0; i < n; ++i) std::printf("%d ", v[i].second);
        std::printf("\n");
    }
}
"""


def cases(count=240, seed=40):
    rng = random.Random(seed)
    for k in range(count):
        n = SIZES[k % len(SIZES)]
        keys = [rng.randrange(rng.choice((1, 2, 3, 5, 1000))) for _ in range(n)]
        if k % 7 == 0:
            keys.sort(reverse=k % 2 == 0)
        yield MODES[k % 3], keys


def main():
    found = list(cases())
    with tempfile.TemporaryDirectory() as folder:
        source, program = pathlib.Path(folder, "sort.cpp"), pathlib.Path(folder, "sort")
        source.write_text(PROGRAM)
        subprocess.run(["g++", "-O2", "-o", str(program), str(source)], check=True)
        text = "".join(f"{MODES.index(mode)} {len(keys)} {' '.join(map(str, keys))}\n" for mode, keys in found)
        lines = subprocess.run([str(program)], input=text, capture_output=True, text=True, check=True).stdout.splitlines()
    compiler = subprocess.run(["g++", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    records = [{"mode": mode, "keys": keys, "order": [int(x) for x in line.split()]}
               for (mode, keys), line in zip(found, lines)]
    OUT.write_text(json.dumps({"compiler": compiler, "cases": records}, separators=(",", ":")) + "\n")
    print(f"{len(records)} cases from {compiler} written to {OUT}")


if __name__ == "__main__":
    sys.exit(main())
