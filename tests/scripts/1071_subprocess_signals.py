# subprocess and signals together: a SIGCHLD handler while children run
# and are waited for; communicate and wait interrupted by an alarm whose
# handler returns (they go on) or raises (the exception comes out, and a
# later communicate still gets all the output)
import signal
import subprocess
import sys
import time

children_done = []
signal.signal(signal.SIGCHLD, lambda s, f: children_done.append(s))
results = [subprocess.run(['sh', '-c', 'exit %d' % i]).returncode for i in range(5)]
r = subprocess.run(['sh', '-c', 'echo a; sleep 0.1; echo b'], capture_output=True)
print(results, r.stdout, len(children_done) >= 1)
signal.signal(signal.SIGCHLD, signal.SIG_DFL)

ticks = []
signal.signal(signal.SIGALRM, lambda s, f: ticks.append(s))
signal.setitimer(signal.ITIMER_REAL, 0.05, 0.05)
r = subprocess.run(['sh', '-c', 'echo start; sleep 0.4; echo end >&2'], capture_output=True, text=True)
p = subprocess.Popen(['sleep', '0.3'])
code = p.wait()
signal.setitimer(signal.ITIMER_REAL, 0)
print(r.stdout, r.stderr, code, len(ticks) >= 3)

class Alarm(Exception):
    pass

def raise_alarm(s, f):
    raise Alarm()

signal.signal(signal.SIGALRM, raise_alarm)
p = subprocess.Popen(['sh', '-c', 'echo before; sleep 0.5; echo after'], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
signal.setitimer(signal.ITIMER_REAL, 0.2)
try:
    p.communicate()
    print('not interrupted')
except Alarm:
    print('communicate interrupted')
print(p.communicate())

p = subprocess.Popen(['sleep', '5'])
signal.setitimer(signal.ITIMER_REAL, 0.1)
try:
    p.wait()
except Alarm:
    print('wait interrupted', p.returncode)
p.kill()
print(p.wait())
signal.signal(signal.SIGALRM, signal.SIG_DFL)

# a child killed by a signal it sends itself; a child that ignores SIGTERM
print(subprocess.run([sys.executable, '-c', 'import os, signal; os.kill(os.getpid(), signal.SIGTERM)']).returncode)
code = 'import signal, sys, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\nprint("ready", flush=True)\ntime.sleep(3)'
p = subprocess.Popen([sys.executable, '-c', code], stdout=subprocess.PIPE, text=True)
print(p.stdout.readline().strip())
p.terminate()
try:
    p.wait(timeout=0.3)
except subprocess.TimeoutExpired:
    print('ignored SIGTERM')
p.kill()
print(p.wait())
p.stdout.close()
# a child's handler for SIGUSR1, exiting with a code it chooses
code = ('import signal, sys, time\n'
        'def h(s, f):\n    sys.exit(42)\n'
        'signal.signal(signal.SIGUSR1, h)\nprint("ready", flush=True)\ntime.sleep(5)\n')
p = subprocess.Popen([sys.executable, '-c', code], stdout=subprocess.PIPE, text=True)
print(p.stdout.readline().strip())
p.send_signal(signal.SIGUSR1)
print(p.wait())
p.stdout.close()
