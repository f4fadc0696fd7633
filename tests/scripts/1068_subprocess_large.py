# large data through pipes: 1 MB in, 1 MB out on both stdout and stderr at
# once (communicate must not deadlock), many small writes, a big output
import subprocess
import sys

data = ''.join(chr(ord('a') + i % 26) for i in range(1 << 20))
child = 'import sys\nd = sys.stdin.read()\nsys.stdout.write(d)\nsys.stderr.write(d[::-1])\n'
r = subprocess.run([sys.executable, '-c', child], input=data, capture_output=True, text=True)
print(r.returncode, len(r.stdout), len(r.stderr), r.stdout == data, r.stderr == data[::-1])

bdata = data.encode()
p = subprocess.Popen(['cat'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
out, err = p.communicate(bdata)
print(p.returncode, len(out), out == bdata, err)

# stderr first, then stdout, each larger than a pipe's buffer
r = subprocess.run(['sh', '-c', 'head -c 300000 /dev/zero >&2; head -c 500000 /dev/zero'], capture_output=True)
print(len(r.stdout), len(r.stderr), set(r.stdout), set(r.stderr))

# many lines
r = subprocess.run(['seq', '1', '100000'], capture_output=True, text=True)
lines = r.stdout.splitlines()
print(len(lines), lines[0], lines[-1], sum(map(int, lines)))

# output merged into stdout
r = subprocess.run(['sh', '-c', 'seq 1 20000; seq 1 20000 >&2'], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
print(len(r.stdout.split()), r.stderr)

# check_output of a big output
out = subprocess.check_output(['head', '-c', '2000000', '/dev/zero'])
print(len(out))

# the child writes a lot before it reads: writing the input must not block
# while its output waits to be read
r = subprocess.run(['sh', '-c', 'head -c 1000000 /dev/zero; cat; head -c 500000 /dev/zero >&2'],
                   input=b'y' * 1000000, capture_output=True)
print(len(r.stdout), r.stdout.count(b'y'), len(r.stderr))
