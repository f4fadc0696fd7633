# subprocess: a line-echoing child driven through pipes by threads,
# stderr=STDOUT, universal_newlines, encoding/errors.
import subprocess, sys, threading

child = ("import sys\n"
         "for line in sys.stdin:\n"
         "    sys.stdout.write('echo:' + line.upper())\n"
         "    sys.stdout.flush()\n"
         "sys.stderr.write('child done\\n')\n")
p = subprocess.Popen([sys.executable, '-c', child], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE, text=True, bufsize=1)
out_lines = []
def reader():
    for line in p.stdout:
        out_lines.append(line)
def writer():
    for i in range(50):
        p.stdin.write('line %d\n' % i)
    p.stdin.close()
rt = threading.Thread(target=reader)
wt = threading.Thread(target=writer)
rt.start(); wt.start()
wt.join(); rt.join()
print(p.wait(), len(out_lines), out_lines[0], out_lines[-1], end='')
print(p.stderr.read(), end='')
p.stderr.close(); p.stdout.close()

code = "import sys\nsys.stdout.write('o1\\n'); sys.stdout.flush()\nsys.stderr.write('e1\\n'); sys.stderr.flush()\nsys.stdout.write('o2\\n')"
r = subprocess.run([sys.executable, '-c', code], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
print(r.stdout, r.stderr, r.returncode)

r = subprocess.run([sys.executable, '-c', "import os; os.write(1, b'a\\r\\nb\\rc\\n')"],
                   stdout=subprocess.PIPE, universal_newlines=True)
print(repr(r.stdout))
r = subprocess.run([sys.executable, '-c', "import os; os.write(1, b'a\\r\\nb\\rc\\n')"],
                   capture_output=True)
print(repr(r.stdout))
r = subprocess.run([sys.executable, '-c', "import sys, os; d = os.read(0, 100); import os; os.write(1, d[::-1])"],
                   input='héllo', capture_output=True, encoding='utf-8')
print(repr(r.stdout), r.stderr)
r = subprocess.run([sys.executable, '-c', "import os; os.write(1, b'ok\\xff\\xfe')"],
                   capture_output=True, encoding='ascii', errors='replace')
print(repr(r.stdout))
r = subprocess.run([sys.executable, '-c', "import os; os.write(1, b'ok\\xff')"],
                   capture_output=True, encoding='latin-1')
print(repr(r.stdout))
try:
    subprocess.run([sys.executable, '-c', "import os; os.write(1, b'\\xff')"],
                   capture_output=True, encoding='utf-8')
except UnicodeDecodeError as e:
    print('UnicodeDecodeError')
out = subprocess.check_output([sys.executable, '-c', 'print(input()*2)'], input=b'ab\n')
print(out)
out = subprocess.check_output([sys.executable, '-c', 'print(42)'], text=True)
print(repr(out))
try:
    subprocess.run([sys.executable, '-c', 'pass'], input=b'x', stdin=subprocess.PIPE)
except ValueError as e:
    print('ValueError', e)
try:
    subprocess.check_output([sys.executable, '-c', 'pass'], stdout=subprocess.PIPE)
except ValueError as e:
    print('ValueError', e)
