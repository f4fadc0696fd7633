# worker threads start and wait for children while the main thread has a
# SIGCHLD handler: the handler runs on the main thread only (workers
# block the signal, their waits and pipe reads are never interrupted),
# and every result is right
import signal
import subprocess
import threading
import time

seen = []
signal.signal(signal.SIGCHLD, lambda s, f: seen.append(threading.current_thread() is threading.main_thread()))

results = [None] * 4

def worker(t):
    ok = 0
    for i in range(10):
        r = subprocess.run(['sh', '-c', 'echo %d-%d; exit %d' % (t, i, i)], capture_output=True, text=True)
        if r.stdout == '%d-%d\n' % (t, i) and r.returncode == i:
            ok += 1
        p = subprocess.Popen(['cat'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out, err = p.communicate(b'z' * 50000, timeout=30)
        if out == b'z' * 50000 and err == b'' and p.returncode == 0:
            ok += 1
    results[t] = ok

threads = [threading.Thread(target=worker, args=(t,)) for t in range(4)]
for th in threads:
    th.start()
# the main thread waits in short sleeps, so SIGCHLD interrupts them
while any(th.is_alive() for th in threads):
    time.sleep(0.005)
for th in threads:
    th.join()
print(results)
print(len(seen) > 0, all(seen))
signal.signal(signal.SIGCHLD, signal.SIG_DFL)
