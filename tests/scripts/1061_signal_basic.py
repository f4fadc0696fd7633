# signal: constants, the Signals/Handlers/Sigmasks enumerations, getsignal,
# strsignal, valid_signals and argument errors
import signal

print(repr(signal.SIGINT), str(signal.SIGINT), int(signal.SIGTERM))
print(repr(signal.SIG_DFL), repr(signal.SIG_IGN), repr(signal.SIG_BLOCK), repr(signal.SIG_SETMASK))
print(type(signal.SIGUSR1).__name__, type(signal.SIG_DFL).__name__, type(signal.SIG_UNBLOCK).__name__)
print(signal.Signals.SIGKILL, signal.Signals(15), signal.Signals['SIGHUP'])
for name in ['SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGKILL',
             'SIGUSR1', 'SIGSEGV', 'SIGUSR2', 'SIGPIPE', 'SIGALRM', 'SIGTERM', 'SIGCHLD', 'SIGCONT',
             'SIGSTOP', 'SIGTSTP', 'SIGTTIN', 'SIGTTOU', 'SIGURG', 'SIGXCPU', 'SIGXFSZ', 'SIGVTALRM',
             'SIGPROF', 'SIGWINCH', 'SIGIO', 'SIGPWR', 'SIGSYS', 'SIGRTMIN', 'SIGRTMAX']:
    print(name, int(getattr(signal, name)), repr(getattr(signal, name)))
print(signal.SIGIOT is signal.SIGABRT, signal.SIGCLD is signal.SIGCHLD, signal.SIGPOLL is signal.SIGIO)
print([s.name for s in signal.Signals][:10], len(list(signal.Signals)))
print(signal.NSIG, signal.ITIMER_REAL, signal.ITIMER_VIRTUAL, signal.ITIMER_PROF)

print(signal.getsignal(signal.SIGINT) in (signal.default_int_handler, signal.SIG_IGN))
print(repr(signal.getsignal(signal.SIGTERM)), repr(signal.getsignal(signal.SIGUSR1)))
print(repr(signal.getsignal(signal.SIGPIPE)), repr(signal.getsignal(signal.SIGCHLD)))
print(signal.default_int_handler)

for s in (1, 2, 9, 15, 34, 64):
    print(s, signal.strsignal(s))
print(signal.strsignal(32))

v = signal.valid_signals()
print(type(v).__name__, len(v), min(v), max(v), 32 in v, signal.SIGKILL in v)
print(all(isinstance(s, signal.Signals) for s in v if s <= 31))

def err(f, *a):
    try:
        r = f(*a)
        print('ok', repr(r))
    except BaseException as e:
        print(type(e).__name__, e)

err(signal.signal, 0, signal.SIG_DFL)
err(signal.signal, 65, signal.SIG_DFL)
err(signal.signal, signal.SIGKILL, signal.SIG_IGN)
err(signal.signal, signal.SIGSTOP, lambda s, f: None)
err(signal.signal, signal.SIGUSR1, 5)
err(signal.signal, signal.SIGUSR1, 'x')
err(signal.signal, 'x', signal.SIG_DFL)
err(signal.getsignal, 0)
err(signal.getsignal, 100)
err(signal.strsignal, 0)
err(signal.strsignal, 65)
err(signal.default_int_handler)
err(signal.default_int_handler, 2, None)
err(signal.pthread_sigmask, signal.SIG_BLOCK, [99])
err(signal.pthread_sigmask, 7, [])
err(signal.setitimer, signal.ITIMER_REAL, -1)
err(signal.getitimer, 99)
print(signal.ItimerError.__name__, signal.ItimerError.__mro__[1].__name__)
err(signal.set_wakeup_fd, 99999)

# SIG_DFL / SIG_IGN as ints work too; signal() returns the previous handler
print(repr(signal.signal(signal.SIGUSR2, 1)))
print(repr(signal.signal(signal.SIGUSR2, signal.SIG_DFL)))
print(repr(signal.getsignal(signal.SIGUSR2)))
print(signal.getitimer(signal.ITIMER_REAL))
print(signal.alarm(0))
