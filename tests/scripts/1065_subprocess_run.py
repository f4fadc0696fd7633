# subprocess.run: capture, input, text mode, check, CompletedProcess
import subprocess
import sys

r = subprocess.run(['echo', 'hello', 'world'], capture_output=True)
print(r)
print(r.args, r.returncode, r.stdout, r.stderr)
print(subprocess.run(['true']))
print(subprocess.run(['false']))
print(subprocess.run(['true']).returncode, subprocess.run(['false']).returncode)

print(subprocess.run(['cat'], input=b'abc\ndef\n', stdout=subprocess.PIPE))
print(subprocess.run(['cat'], input='line1\r\nline2\rline3\n', capture_output=True, text=True))
print(subprocess.run(['cat'], input='x', capture_output=True, universal_newlines=True).stdout)
print(subprocess.run(['cat'], input='é€', capture_output=True, encoding='utf-8').stdout)
print(subprocess.run(['printf', '\\377ok'], capture_output=True, encoding='utf-8', errors='replace').stdout)
print(subprocess.run(['sh', '-c', 'echo out; echo err >&2; exit 3'], capture_output=True))
print(subprocess.run(['sh', '-c', 'echo out; echo err >&2'], stdout=subprocess.PIPE, stderr=subprocess.STDOUT))
print(subprocess.run(['sh', '-c', 'echo gone; echo gone2 >&2'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
print(subprocess.run(['sh', '-c', 'cat; echo'], stdin=subprocess.DEVNULL, capture_output=True).stdout)

try:
    subprocess.run(['false'], check=True)
except subprocess.CalledProcessError as e:
    print('CalledProcessError:', e)
    print(e.returncode, e.cmd, e.output, e.stdout, e.stderr)
try:
    subprocess.run(['sh', '-c', 'echo partial; exit 4'], check=True, capture_output=True)
except subprocess.CalledProcessError as e:
    print(e, e.stdout, e.stderr)

r = subprocess.run(['sh', '-c', 'exit 2'])
try:
    r.check_returncode()
except subprocess.CalledProcessError as e:
    print(e)
print(subprocess.run(['true']).check_returncode())
cp = subprocess.CompletedProcess(['x'], 0, 'o', 'e')
print(cp, repr(subprocess.CompletedProcess('y', 1)))

# a child fpy/python
r = subprocess.run([sys.executable, '-c', 'import sys; print(sys.argv[1:]); sys.exit(5)', 'a', 'b c'],
                   capture_output=True, text=True)
print(r.returncode, r.stdout)
r = subprocess.run([sys.executable, '-c', 'import sys; sys.stdout.write(sys.stdin.read().upper())'],
                   input='shout\n', capture_output=True, text=True)
print(r.stdout)

for bad in [dict(input=b'x', stdin=subprocess.PIPE), dict(capture_output=True, stdout=subprocess.PIPE)]:
    try:
        subprocess.run(['true'], **bad)
    except ValueError as e:
        print('ValueError:', e)
