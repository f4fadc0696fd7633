# Lines of standard input: input(), sys.stdin.readline() and iteration
# share one buffer, so they can be mixed.
import sys
n = int(input())
print('n =', n)
total = 0
for _ in range(n):
    total += sum(map(int, sys.stdin.readline().split()))
print('total', total)
name = input('who? ')
print('hello', name)
words = 0
count = 0
for line in sys.stdin:
    if line.strip() == 'END':
        break
    words += len(line.split())
    count += 1
print('lines', count, 'words', words)
print(repr(sys.stdin.readline()))
print(sys.stdin.readlines())
try:
    input()
except EOFError as e:
    print('EOFError', e)
