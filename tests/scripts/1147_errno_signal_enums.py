# errno's names and errorcode table, os.strerror, the OSError subclass each
# errno picks, and signal's enums (Signals, Handlers, Sigmasks), strsignal,
# getsignal defaults and the argument errors of signal.signal.
import errno
import os
import signal


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


names = ["EPERM", "ENOENT", "ESRCH", "EINTR", "EIO", "EBADF", "ECHILD", "EAGAIN", "ENOMEM", "EACCES",
         "EEXIST", "ENOTDIR", "EISDIR", "EINVAL", "EMFILE", "ENOSPC", "EPIPE", "ERANGE", "EDEADLK",
         "ENAMETOOLONG", "ENOSYS", "ENOTEMPTY", "ELOOP", "EWOULDBLOCK", "ENOTSOCK", "EADDRINUSE",
         "ECONNRESET", "ETIMEDOUT", "ECONNREFUSED", "EINPROGRESS", "EALREADY", "ESHUTDOWN", "ENOTCONN"]
for n in names:
    v = getattr(errno, n)
    print(n, v, errno.errorcode[v], os.strerror(v))
print("aliases", errno.EWOULDBLOCK == errno.EAGAIN, errno.EDEADLOCK == errno.EDEADLK,
      errno.errorcode[errno.EAGAIN], errno.errorcode[errno.EDEADLK])
print("all ints", all(type(k) is int and type(v) is str for k, v in errno.errorcode.items()))
print("names consistent", all(getattr(errno, v) == k for k, v in errno.errorcode.items()))
print("unknown", os.strerror(99999))
attempt("strerror str", lambda: os.strerror("2"))
attempt("strerror none", lambda: os.strerror(None))
attempt("errorcode missing", lambda: errno.errorcode[99999])

for code in (errno.ENOENT, errno.EEXIST, errno.EACCES, errno.EPERM, errno.EINTR, errno.ECHILD,
             errno.ESRCH, errno.EISDIR, errno.ENOTDIR, errno.EAGAIN, errno.EPIPE, errno.ESHUTDOWN,
             errno.ECONNRESET, errno.ECONNABORTED, errno.ECONNREFUSED, errno.ETIMEDOUT, errno.EINPROGRESS,
             errno.EINVAL):
    e = OSError(code, os.strerror(code))
    print("oserror", errno.errorcode[code], type(e).__name__, e.errno == code)
e = OSError(errno.ENOENT, "msg", "file.txt")
print("str", str(e), repr(e.filename))
e = FileNotFoundError(errno.EACCES, "odd")
print("subclass keeps", type(e).__name__, e.errno)
e = OSError("just text")
print("no errno", type(e).__name__, e.errno, e.strerror, e.args)

# signal enums
for n in ("SIGHUP", "SIGINT", "SIGQUIT", "SIGKILL", "SIGSEGV", "SIGALRM", "SIGTERM", "SIGUSR1", "SIGUSR2",
          "SIGCHLD", "SIGCONT", "SIGSTOP", "SIGTSTP", "SIGWINCH"):
    s = getattr(signal, n)
    print(n, int(s), s.name, str(s), repr(s), signal.Signals(int(s)) is s, signal.strsignal(s))
print("handlers", repr(signal.SIG_DFL), repr(signal.SIG_IGN), int(signal.SIG_DFL), int(signal.SIG_IGN),
      signal.Handlers.SIG_IGN is signal.SIG_IGN, type(signal.SIG_DFL).__name__)
print("masks", repr(signal.SIG_BLOCK), int(signal.SIG_UNBLOCK), signal.SIG_SETMASK.name,
      type(signal.SIG_BLOCK).__name__)
print("Signals members", len(signal.Signals) > 20, signal.Signals["SIGTERM"] is signal.SIGTERM,
      issubclass(signal.Signals, int))
print("alias", signal.SIGIOT is signal.SIGABRT, signal.Signals(6).name)
attempt("Signals bad value", lambda: signal.Signals(0))
attempt("Signals bad name", lambda: signal.Signals["SIGNOPE"])
print("strsignal rt", signal.strsignal(signal.SIGRTMIN) is not None)
attempt("strsignal big", lambda: signal.strsignal(1000))
attempt("strsignal neg", lambda: signal.strsignal(-1))
attempt("strsignal str", lambda: signal.strsignal("x"))

# defaults and valid signals
print("getsignal", signal.getsignal(signal.SIGINT) is signal.default_int_handler,
      signal.getsignal(signal.SIGTERM) is signal.SIG_DFL, signal.getsignal(signal.SIGPIPE) is signal.SIG_IGN,
      signal.getsignal(signal.SIGUSR1))
vs = signal.valid_signals()
print("valid", type(vs).__name__, {signal.SIGINT, signal.SIGKILL, signal.SIGTERM} <= vs, 0 in vs,
      all(isinstance(s, int) for s in vs), max(vs) < signal.NSIG)
print("valid types", sorted(type(s).__name__ for s in vs if s < 4))
attempt("signal KILL", lambda: signal.signal(signal.SIGKILL, signal.SIG_IGN))
attempt("signal STOP", lambda: signal.signal(signal.SIGSTOP, signal.SIG_DFL))
attempt("signal 0", lambda: signal.signal(0, signal.SIG_IGN))
attempt("signal NSIG", lambda: signal.signal(signal.NSIG, signal.SIG_IGN))
attempt("signal bad handler", lambda: signal.signal(signal.SIGUSR1, 5))
attempt("signal handler str", lambda: signal.signal(signal.SIGUSR1, "ignore"))
attempt("signal str signum", lambda: signal.signal("SIGUSR1", signal.SIG_IGN))
attempt("getsignal 0", lambda: signal.getsignal(0))
attempt("getsignal big", lambda: signal.getsignal(1000))
old = signal.signal(signal.SIGUSR1, signal.SIG_IGN)
print("old", old is signal.SIG_DFL, signal.getsignal(signal.SIGUSR1) is signal.SIG_IGN)
prev = signal.signal(signal.SIGUSR1, lambda s, f: None)
print("prev", prev is signal.SIG_IGN, callable(signal.getsignal(signal.SIGUSR1)))
print("restore", signal.signal(signal.SIGUSR1, signal.SIG_DFL) is not None, signal.getsignal(signal.SIGUSR1))
attempt("raise_signal bad", lambda: signal.raise_signal(0))
attempt("sigmask bad how", lambda: signal.pthread_sigmask(99, []))
attempt("sigmask bad sig", lambda: signal.pthread_sigmask(signal.SIG_BLOCK, [0]))
print("sigmask empty", signal.pthread_sigmask(signal.SIG_BLOCK, []) == set())
