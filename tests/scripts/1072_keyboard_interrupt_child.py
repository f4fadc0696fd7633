# Ctrl-C and children: an uncaught KeyboardInterrupt ends the process by
# SIGINT (its parent sees returncode -2); a child's SIGINT handler runs and
# the sleep goes on; an ignored SIGINT stays ignored in the child; SIGPIPE
# is ignored (BrokenPipeError) but reset to the default in a child
import subprocess, sys, signal, time
code = 'import time\nprint("ready", flush=True)\ntime.sleep(5)'
p = subprocess.Popen([sys.executable, '-c', code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
print(p.stdout.readline().strip())
p.send_signal(signal.SIGINT)
out, err = p.communicate()
print(p.returncode, err.strip().splitlines()[-1])
code = 'import signal, time\nsignal.signal(signal.SIGINT, lambda s, f: print("handled", s, flush=True))\nprint("ready", flush=True)\ntime.sleep(0.5)\nprint("slept on")'
p = subprocess.Popen([sys.executable, '-c', code], stdout=subprocess.PIPE, text=True)
print(p.stdout.readline().strip())
p.send_signal(signal.SIGINT)
print(p.communicate()[0], p.returncode)

r = subprocess.run([sys.executable, '-c', 'raise KeyboardInterrupt'], capture_output=True, text=True)
print(r.returncode, r.stderr.splitlines()[-1])
r = subprocess.run([sys.executable, '-c', 'import sys; sys.exit(130)'])
print(r.returncode)

old = signal.signal(signal.SIGINT, signal.SIG_IGN)
r = subprocess.run([sys.executable, '-c', 'import signal; print(repr(signal.getsignal(signal.SIGINT)))'],
                   capture_output=True, text=True)
print(r.stdout.strip())
signal.signal(signal.SIGINT, old)
r = subprocess.run([sys.executable, '-c', 'import signal; print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)'],
                   capture_output=True, text=True)
print(r.stdout.strip())

print(repr(signal.getsignal(signal.SIGPIPE)))
import os
rfd, wfd = os.pipe()
os.close(rfd)
try:
    os.write(wfd, b'x')
except BrokenPipeError as e:
    print('BrokenPipeError', e.errno)
os.close(wfd)
# a child writing into a closed pipe dies of SIGPIPE (the default again)
rfd, wfd = os.pipe()
os.close(rfd)
print(subprocess.run(['sh', '-c', 'echo hi'], stdout=wfd).returncode)
os.close(wfd)
