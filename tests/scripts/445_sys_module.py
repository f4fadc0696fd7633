# sys: the Level 2 parts (argv, exit, path, stdout.write, stderr.write,
# getrecursionlimit, setrecursionlimit).
import sys

print(sys.getrecursionlimit())
n = sys.stdout.write("written to stdout\n")
print(n)
sys.stderr.write("written to stderr\n")
print(type(sys.argv).__name__, len(sys.argv) >= 1, sys.argv[0].endswith("445_sys_module.py"))
print(type(sys.path).__name__, all(isinstance(p, str) for p in sys.path))

def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)

sys.setrecursionlimit(200)
print(sys.getrecursionlimit())
try:
    depth(500)
except RecursionError as e:
    print("RecursionError:", e)
sys.setrecursionlimit(5000)
print(depth(3000))
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print("ValueError:", e)
try:
    sys.setrecursionlimit("x")
except TypeError as e:
    print("TypeError:", e)
sys.stderr.write("last line on stderr\n")
sys.exit(3)
