"""Subprocesses (fpy): start programs, talk to them through pipes, wait.

Provides Popen (args, bufsize, executable, stdin/stdout/stderr given as
PIPE, DEVNULL, STDOUT, a file object or a descriptor, close_fds, shell,
cwd, env, universal_newlines/text, encoding, errors, start_new_session,
pass_fds; communicate, wait, poll, send_signal, terminate, kill, the
context manager), run, call, check_call, check_output, getoutput,
getstatusoutput, list2cmdline, CompletedProcess, SubprocessError,
CalledProcessError and TimeoutExpired, with CPython 3.11's messages.

The child is started by the C core `_posixsubprocess` with posix_spawn,
which is safe from a process with many threads (no fork whose child could
inherit a lock held by another thread); the program is looked up here in
the PATH of the child's environment and the candidates are tried in turn
there.  communicate polls the pipes in C, detached, so feeding stdin and
draining stdout and stderr at once never deadlocks.

Left out: preexec_fn (no code can run between fork and exec with
posix_spawn), restore_signals=False (SIGPIPE and SIGXFSZ are always reset
in the child), user, group, extra_groups, umask, process_group, pipesize,
startupinfo and creationflags; text-mode stdin is a buffered text file
(CPython's writes through): flush() it to send what was written.
"""

import os
import signal as _signal_mod
import time as _time
import _posixsubprocess
from _thread import allocate_lock as _allocate_lock

__all__ = ['Popen', 'PIPE', 'STDOUT', 'call', 'check_call', 'getstatusoutput', 'getoutput', 'check_output',
           'run', 'CalledProcessError', 'DEVNULL', 'SubprocessError', 'TimeoutExpired', 'CompletedProcess',
           'list2cmdline']

PIPE = -1
STDOUT = -2
DEVNULL = -3

_USE_POSIX_SPAWN = True


class SubprocessError(Exception):
    pass


class CalledProcessError(SubprocessError):
    def __init__(self, returncode, cmd, output=None, stderr=None):
        self.returncode = returncode
        self.cmd = cmd
        self.output = output
        self.stderr = stderr

    def __str__(self):
        if self.returncode and self.returncode < 0:
            try:
                return "Command '%s' died with %r." % (self.cmd, _signal_mod.Signals(-self.returncode))
            except ValueError:
                return "Command '%s' died with unknown signal %d." % (self.cmd, -self.returncode)
        return "Command '%s' returned non-zero exit status %d." % (self.cmd, self.returncode)

    @property
    def stdout(self):
        return self.output

    @stdout.setter
    def stdout(self, value):
        self.output = value


class TimeoutExpired(SubprocessError):
    def __init__(self, cmd, timeout, output=None, stderr=None):
        self.cmd = cmd
        self.timeout = timeout
        self.output = output
        self.stderr = stderr

    def __str__(self):
        return "Command '%s' timed out after %s seconds" % (self.cmd, self.timeout)

    @property
    def stdout(self):
        return self.output

    @stdout.setter
    def stdout(self, value):
        self.output = value


class CompletedProcess:
    def __init__(self, args, returncode, stdout=None, stderr=None):
        self.args = args
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr

    def __repr__(self):
        parts = ['args={!r}'.format(self.args), 'returncode={!r}'.format(self.returncode)]
        if self.stdout is not None:
            parts.append('stdout={!r}'.format(self.stdout))
        if self.stderr is not None:
            parts.append('stderr={!r}'.format(self.stderr))
        return '{}({})'.format(type(self).__name__, ', '.join(parts))

    def check_returncode(self):
        if self.returncode:
            raise CalledProcessError(self.returncode, self.args, self.stdout, self.stderr)


def list2cmdline(seq):
    """One command line from a sequence of arguments, quoted as the MS C runtime reads them."""
    out = []
    for arg in map(os.fsdecode, seq):
        quote = not arg or ' ' in arg or '\t' in arg
        piece = []
        slashes = 0
        for ch in arg:
            if ch == '\\':
                slashes += 1
                continue
            if ch == '"':
                piece.append('\\' * (2 * slashes + 1) + '"')
            else:
                piece.append('\\' * slashes + ch)
            slashes = 0
        # backslashes at the end are doubled only before the closing quote
        piece.append('\\' * (slashes * 2 if quote else slashes))
        text = ''.join(piece)
        out.append('"' + text + '"' if quote else text)
    return ' '.join(out)


def _exec_candidates(executable, env):
    if os.path.dirname(executable):
        return [executable]
    if env is None:
        path = os.environ.get('PATH')
    else:
        path = env.get('PATH')
        if path is None:
            path = env.get(b'PATH')
    if path is None:
        path = os.defpath
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    sep = os.fsencode(os.pathsep) if isinstance(executable, bytes) else os.pathsep
    if isinstance(executable, bytes):
        path = os.fsencode(path)
    return [os.path.join(d, executable) for d in path.split(sep)]


def _fsarg(a):
    a = os.fspath(a)
    return a


class Popen:
    def __init__(self, args, bufsize=-1, executable=None, stdin=None, stdout=None, stderr=None, close_fds=True,
                 shell=False, cwd=None, env=None, universal_newlines=None, start_new_session=False, pass_fds=(),
                 *, encoding=None, errors=None, text=None):
        self.args = args
        self.stdin = self.stdout = self.stderr = None
        self.pid = None
        self.returncode = None
        self.encoding = encoding
        self.errors = errors
        self._waitpid_lock = _allocate_lock()
        self._communication_started = False
        self._input = None
        if bufsize is None:
            bufsize = -1
        if not isinstance(bufsize, int):
            raise TypeError("bufsize must be an integer")
        if text is not None and universal_newlines is not None and bool(universal_newlines) != bool(text):
            raise SubprocessError('Cannot disambiguate when both text and universal_newlines are supplied but '
                                  'different. Pass one or the other.')
        self.text_mode = bool(encoding or errors or text or universal_newlines)
        self._encoding = encoding or 'utf-8'
        self._errors = errors or 'strict'
        if pass_fds and not close_fds:
            close_fds = True
        self._closed_child_fds = False

        if isinstance(args, (str, bytes)):
            argv = [args]
        elif isinstance(args, os.PathLike):
            if shell:
                raise TypeError('path-like args is not allowed when shell is true')
            argv = [args]
        else:
            argv = list(args)
        if shell:
            argv = ['/bin/sh', '-c'] + argv
            if executable:
                argv[0] = executable
        argv = [_fsarg(a) for a in argv]
        if not argv:
            raise IndexError('list index out of range')
        shown = executable if executable is not None else argv[0]
        prog = os.fspath(executable) if executable is not None else argv[0]

        # the child's environment, always passed (the C library's own
        # table may be reallocated by another thread while the child reads
        # it); os.environ is copied in one step first, since another thread
        # may change it while this loop runs
        envlist = []
        for k, v in (os.environ.copy() if env is None else env).items():
            k = os.fsencode(k)
            if b'=' in k:
                raise ValueError('illegal environment variable name')
            envlist.append(k + b'=' + os.fsencode(v))
        if cwd is not None:
            cwd = os.fspath(cwd)

        (p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite, to_close) = self._get_handles(stdin, stdout, stderr)
        try:
            self.pid = _posixsubprocess.spawn(_exec_candidates(prog, env), shown, argv, envlist, cwd, p2cread,
                                              c2pwrite, errwrite, close_fds, tuple(pass_fds), start_new_session)
        except BaseException:
            for fd in to_close:
                os.close(fd)
            for fd in (p2cwrite, c2pread, errread):
                if fd != -1:
                    os.close(fd)
            raise
        for fd in to_close:
            os.close(fd)
        if p2cwrite != -1:
            if self.text_mode:
                self.stdin = open(p2cwrite, 'w', buffering=1 if bufsize == 1 else -1, encoding=self.encoding,
                                  errors=self.errors)
            else:
                self.stdin = open(p2cwrite, 'wb', bufsize)
        if c2pread != -1:
            if self.text_mode:
                self.stdout = open(c2pread, 'r', encoding=self.encoding, errors=self.errors)
            else:
                self.stdout = open(c2pread, 'rb', bufsize)
        if errread != -1:
            if self.text_mode:
                self.stderr = open(errread, 'r', encoding=self.encoding, errors=self.errors)
            else:
                self.stderr = open(errread, 'rb', bufsize)

    @property
    def universal_newlines(self):
        return self.text_mode

    def _get_handles(self, stdin, stdout, stderr):
        # (p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite, the
        # descriptors to close in the parent once the child has them)
        to_close = []
        devnull = [None]

        def get_devnull():
            if devnull[0] is None:
                devnull[0] = os.open(os.devnull, os.O_RDWR)
                to_close.append(devnull[0])
            return devnull[0]

        def one(spec, reading):
            # (the parent's end, the child's end)
            if spec is None:
                return -1, -1
            if spec == PIPE:
                r, w = os.pipe()
                if reading:
                    to_close.append(r)
                    return w, r
                to_close.append(w)
                return r, w
            if spec == DEVNULL:
                return -1, get_devnull()
            if isinstance(spec, int):
                return -1, spec
            return -1, spec.fileno()

        p2cwrite, p2cread = one(stdin, True)
        c2pread, c2pwrite = one(stdout, False)
        if stderr == STDOUT:
            errread, errwrite = -1, (c2pwrite if c2pwrite != -1 else 1)
        else:
            errread, errwrite = one(stderr, False)
        return p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite, to_close

    def __repr__(self):
        return "<%s: returncode: %s args: %r>" % (type(self).__name__, self.returncode, self.args)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, value, traceback):
        if self.stdout:
            self.stdout.close()
        if self.stderr:
            self.stderr.close()
        try:
            if self.stdin:
                self.stdin.close()
        except BrokenPipeError:
            pass
        finally:
            if exc_type is KeyboardInterrupt:
                # give the child a moment to exit on its own Ctrl-C, as CPython
                try:
                    self.wait(timeout=0.25)
                except TimeoutExpired:
                    pass
            else:
                self.wait()

    # ---- waiting ----------------------------------------------------------

    def _handle_status(self, sts):
        if os.WIFSTOPPED(sts):
            return
        self.returncode = os.waitstatus_to_exitcode(sts)

    def poll(self):
        if self.returncode is None:
            if not self._waitpid_lock.acquire(False):
                return None
            try:
                if self.returncode is None:
                    try:
                        pid, sts = os.waitpid(self.pid, os.WNOHANG)
                    except ChildProcessError:
                        self.returncode = 0 if self.returncode is None else self.returncode
                    else:
                        if pid == self.pid:
                            self._handle_status(sts)
            finally:
                self._waitpid_lock.release()
        return self.returncode

    def wait(self, timeout=None):
        if self.returncode is not None:
            return self.returncode
        if timeout is None:
            while self.returncode is None:
                with self._waitpid_lock:
                    if self.returncode is not None:
                        break
                    try:
                        pid, sts = os.waitpid(self.pid, 0)
                    except ChildProcessError:
                        self.returncode = 0
                        break
                    if pid == self.pid:
                        self._handle_status(sts)
            return self.returncode
        endtime = _time.monotonic() + timeout
        delay = 0.0005
        while True:
            if self.poll() is not None:
                return self.returncode
            left = endtime - _time.monotonic()
            if left <= 0:
                raise TimeoutExpired(self.args, timeout)
            delay = min(delay * 2, left, 0.05)
            _time.sleep(delay)

    # ---- signals ----------------------------------------------------------

    def send_signal(self, sig):
        self.poll()
        if self.returncode is not None:
            return  # the child is gone (its pid may be reused)
        try:
            os.kill(self.pid, sig)
        except ProcessLookupError:
            pass

    def terminate(self):
        self.send_signal(_signal_mod.SIGTERM)

    def kill(self):
        self.send_signal(_signal_mod.SIGKILL)

    # ---- communicating ----------------------------------------------------

    def _stdin_write(self, input):
        if input:
            try:
                self.stdin.write(input)
            except BrokenPipeError:
                pass
        try:
            self.stdin.close()
        except BrokenPipeError:
            pass

    def _decode(self, data):
        text = data.decode(self._encoding, self._errors)
        return text.replace('\r\n', '\n').replace('\r', '\n')

    def communicate(self, input=None, timeout=None):
        if self._communication_started and input:
            raise ValueError('Cannot send input after starting communication')
        if timeout is None and not self._communication_started and \
                [self.stdin, self.stdout, self.stderr].count(None) >= 2:
            stdout = stderr = None
            if self.stdin:
                self._stdin_write(input)
            elif self.stdout:
                stdout = self.stdout.read()
                self.stdout.close()
            elif self.stderr:
                stderr = self.stderr.read()
                self.stderr.close()
            self.wait()
            return stdout, stderr
        endtime = None if timeout is None else _time.monotonic() + timeout
        try:
            stdout, stderr = self._communicate(input, endtime, timeout)
        finally:
            self._communication_started = True
        left = None if endtime is None else max(endtime - _time.monotonic(), 0)
        self.wait(timeout=left if left is None or left > 0 else 0.0001)
        return stdout, stderr

    def _results(self):
        # what was read so far: None for a stream that is not a pipe
        out = b''.join(self._state[1]) if self._has_out else None
        err = b''.join(self._state[2]) if self._has_err else None
        if self.text_mode:
            if out is not None:
                out = self._decode(out)
            if err is not None:
                err = self._decode(err)
        return out, err

    def _communicate(self, input, endtime, orig_timeout):
        if not self._communication_started:
            self._has_out = self.stdout is not None
            self._has_err = self.stderr is not None
            # [offset in the input, stdout chunks, stderr chunks]: the C
            # core records what it did there before a signal handler runs
            self._state = [0, [], []]
            if self.stdin:
                try:
                    self.stdin.flush()
                except BrokenPipeError:
                    pass
                if input:
                    if self.text_mode:
                        input = input.encode(self._encoding, self._errors)
                    self._input = bytes(input)
                else:
                    try:
                        self.stdin.close()
                    except BrokenPipeError:
                        pass
        state = self._state
        while True:
            in_fd = self.stdin.fileno() if self.stdin and not self.stdin.closed and self._input is not None else -1
            out_fd = self.stdout.fileno() if self.stdout and not self.stdout.closed else -1
            err_fd = self.stderr.fileno() if self.stderr and not self.stderr.closed else -1
            if in_fd == -1 and out_fd == -1 and err_fd == -1:
                break
            if endtime is None:
                left = -1.0
            else:
                left = endtime - _time.monotonic()
                if left <= 0:
                    # CPython's: None for a stream that gave nothing yet
                    out, err = self._results()
                    raise TimeoutExpired(self.args, orig_timeout, output=out or None, stderr=err or None)
            in_done, out_eof, err_eof = _posixsubprocess.communicate(
                in_fd, self._input if in_fd != -1 else b'', state, out_fd, err_fd, left)
            if in_fd != -1 and in_done:
                self._input = None
                try:
                    self.stdin.close()
                except BrokenPipeError:
                    pass
            if out_fd != -1 and out_eof:
                self.stdout.close()
            if err_fd != -1 and err_eof:
                self.stderr.close()
        return self._results()


def run(*popenargs, input=None, capture_output=False, timeout=None, check=False, **kwargs):
    if input is not None:
        if kwargs.get('stdin') is not None:
            raise ValueError('stdin and input arguments may not both be used.')
        kwargs['stdin'] = PIPE
    if capture_output:
        if kwargs.get('stdout') is not None or kwargs.get('stderr') is not None:
            raise ValueError('stdout and stderr arguments may not be used with capture_output.')
        kwargs['stdout'] = PIPE
        kwargs['stderr'] = PIPE
    with Popen(*popenargs, **kwargs) as process:
        try:
            stdout, stderr = process.communicate(input, timeout=timeout)
        except TimeoutExpired:
            process.kill()
            process.wait()
            raise
        except BaseException:
            process.kill()
            raise
        retcode = process.poll()
        if check and retcode:
            raise CalledProcessError(retcode, process.args, output=stdout, stderr=stderr)
    return CompletedProcess(process.args, retcode, stdout, stderr)


def call(*popenargs, timeout=None, **kwargs):
    with Popen(*popenargs, **kwargs) as p:
        try:
            return p.wait(timeout=timeout)
        except BaseException:
            p.kill()
            raise


def check_call(*popenargs, **kwargs):
    retcode = call(*popenargs, **kwargs)
    if retcode:
        cmd = kwargs.get('args')
        if cmd is None:
            cmd = popenargs[0]
        raise CalledProcessError(retcode, cmd)
    return 0


def check_output(*popenargs, timeout=None, **kwargs):
    if 'stdout' in kwargs:
        raise ValueError('stdout argument not allowed, it will be overridden.')
    if 'input' in kwargs and kwargs['input'] is None:
        text = kwargs.get('universal_newlines') or kwargs.get('text') or kwargs.get('encoding') or \
            kwargs.get('errors')
        kwargs['input'] = '' if text else b''
    return run(*popenargs, stdout=PIPE, timeout=timeout, check=True, **kwargs).stdout


def getstatusoutput(cmd, *, encoding=None, errors=None):
    try:
        data = check_output(cmd, shell=True, text=True, stderr=STDOUT, encoding=encoding, errors=errors)
        exitcode = 0
    except CalledProcessError as ex:
        data = ex.output
        exitcode = ex.returncode
    if data[-1:] == '\n':
        data = data[:-1]
    return exitcode, data


def getoutput(cmd, *, encoding=None, errors=None):
    return getstatusoutput(cmd, encoding=encoding, errors=errors)[1]
