# sys.stdin is a text file: read() takes what is left of the input.
import sys
first = sys.stdin.readline()
print(repr(first))
rest = sys.stdin.read()
print(len(rest), rest.count('\n'), repr(rest[:20]))
print(repr(sys.stdin.read()), repr(sys.stdin.readline()))
print(repr(sys.stdin), sys.stdin.name, sys.stdin.mode, sys.stdin.encoding, sys.stdin.readable(), sys.stdin.writable())
print(sys.stdin.fileno())
