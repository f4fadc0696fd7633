# shell=True, cwd, env, executable, getoutput/getstatusoutput, call and
# check_call, list2cmdline, start_new_session, pass_fds
import os
import subprocess
import sys

print(subprocess.run('echo $((6 * 7)) | tr 4 X', shell=True, capture_output=True, text=True).stdout)
print(subprocess.run(['echo "$0" "$1"', 'zero', 'one'], shell=True, capture_output=True).stdout)
print(subprocess.run('exit 5', shell=True).returncode)
print(subprocess.run('echo from custom', shell=True, executable='/bin/sh', capture_output=True).stdout)

print(subprocess.run(['pwd'], cwd='/', capture_output=True, text=True).stdout)
print(subprocess.run('pwd', shell=True, cwd='/usr', capture_output=True, text=True).stdout)
print(subprocess.run(['pwd'], cwd=b'/tmp', capture_output=True).stdout)
print(os.getcwd() == subprocess.run(['pwd'], capture_output=True, text=True).stdout.strip())
# a relative program name with a cwd: looked up from the new directory
print(subprocess.run(['./true'], cwd='/bin').returncode)

env = {'PATH': os.environ.get('PATH', '/usr/bin:/bin'), 'GREETING': 'hi there', 'EMPTY': ''}
r = subprocess.run(['sh', '-c', 'echo "$GREETING|$EMPTY|${HOME-unset}"'], env=env, capture_output=True, text=True)
print(r.stdout)
r = subprocess.run(['env'], env={'ONLY': '1'}, capture_output=True, text=True)
print(sorted(line for line in r.stdout.splitlines() if not line.startswith('_=')))
r = subprocess.run(['env'], env={}, capture_output=True, text=True)
print(r.stdout.strip().splitlines() == [] or all(l.startswith('_=') for l in r.stdout.splitlines()))
r = subprocess.run([sys.executable, '-c', 'import os; print(os.environ["K"])'], env={**os.environ, 'K': 'v'},
                   capture_output=True, text=True)
print(r.stdout)
os.environ['FPY_SUBPROCESS_TEST'] = 'inherited'
print(subprocess.run('echo $FPY_SUBPROCESS_TEST', shell=True, capture_output=True, text=True).stdout)
# PATH of the child's environment is where the program is looked for
try:
    subprocess.run(['ls'], env={'PATH': '/nonexistent'})
except FileNotFoundError as e:
    print(e)
print(subprocess.run(['true'], env={'PATH': '/bin:/usr/bin'}).returncode)

print(subprocess.getoutput('echo out; echo err >&2'))
print(subprocess.getstatusoutput('echo status; exit 3'))
print(subprocess.getstatusoutput('exit 1'))
print(subprocess.getstatusoutput('printf "no newline"'))
print(repr(subprocess.getoutput('true')))

print(subprocess.call('exit 4', shell=True), subprocess.call(['true']))
print(subprocess.check_call(['true']), subprocess.check_call('exit 0', shell=True))
print(subprocess.check_output('echo checked', shell=True, text=True))
print(subprocess.check_output(['cat'], input=b'fed'), subprocess.check_output(['cat'], input=None, text=True))

print(subprocess.list2cmdline(['a', 'b c', 'd"e', 'f\\g', 'h\\"i', 'j\\', 'k l\\', '', 'tab\there']))

# a new session: the child is its session's leader
r = subprocess.run([sys.executable, '-c', 'import os; print(os.getpid() == os.getsid(0))'] if hasattr(os, 'getsid')
                   else ['sh', '-c', 'ps -o sid= -p $$ | tr -d " "; echo $$'],
                   start_new_session=True, capture_output=True, text=True)
lines = r.stdout.split()
print(lines == ['True'] or (len(lines) == 2 and lines[0] == lines[1]))

# pass_fds: the descriptor stays open in the child
r_fd, w_fd = os.pipe()
subprocess.run(['sh', '-c', 'echo passed >&%d' % w_fd], pass_fds=(w_fd,))
os.close(w_fd)
print(os.read(r_fd, 100))
os.close(r_fd)
