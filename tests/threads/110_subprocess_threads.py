# 4 threads each start 20 short children at once (run, Popen with pipes
# both ways, check_output, a failing one): every result is correct and no
# pipe end leaks into another thread's child (which would keep it from
# seeing end of input)
import subprocess
import threading

N_THREADS = 4
N_CHILDREN = 20
results = {}
errors = []

def worker(t):
    mine = []
    try:
        for i in range(N_CHILDREN):
            kind = i % 4
            tag = 't%d-c%d' % (t, i)
            if kind == 0:
                r = subprocess.run(['echo', tag], capture_output=True, text=True)
                mine.append(r.stdout.strip() == tag and r.returncode == 0)
            elif kind == 1:
                p = subprocess.Popen(['cat'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
                out, _ = p.communicate((tag * 1000).encode())
                mine.append(out == (tag * 1000).encode() and p.returncode == 0)
            elif kind == 2:
                out = subprocess.check_output(['sh', '-c', 'echo "$0"; echo "$0" >&2', tag],
                                              stderr=subprocess.STDOUT, text=True)
                mine.append(out == tag + '\n' + tag + '\n')
            else:
                try:
                    subprocess.run(['sh', '-c', 'exit %d' % (t + 1)], check=True)
                    mine.append(False)
                except subprocess.CalledProcessError as e:
                    mine.append(e.returncode == t + 1)
    except Exception as e:
        errors.append(repr(e))
    results[t] = mine

threads = [threading.Thread(target=worker, args=(t,)) for t in range(N_THREADS)]
for th in threads:
    th.start()
for th in threads:
    th.join()
print('errors', errors)
for t in range(N_THREADS):
    print(t, len(results[t]), all(results[t]))

# Popens started by threads, waited for by the main thread
procs = []
lock = threading.Lock()

def starter(t):
    for i in range(5):
        p = subprocess.Popen(['sh', '-c', 'exit %d' % (t * 10 + i)])
        with lock:
            procs.append((t * 10 + i, p))

threads = [threading.Thread(target=starter, args=(t,)) for t in range(N_THREADS)]
for th in threads:
    th.start()
for th in threads:
    th.join()
print(len(procs), all(p.wait() == code for code, p in procs))

# two threads waiting for the same child
p = subprocess.Popen(['sleep', '0.2'])
codes = []
ws = [threading.Thread(target=lambda: codes.append(p.wait())) for _ in range(2)]
for th in ws:
    th.start()
for th in ws:
    th.join()
print(codes)
