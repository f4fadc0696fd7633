"""Signals (fpy): the `signal` module over its C core `_signal`.

Provides signal, getsignal, default_int_handler, raise_signal, strsignal,
valid_signals, pthread_sigmask, pthread_kill, sigpending, sigwait, alarm,
pause, setitimer, getitimer, set_wakeup_fd, the SIG* constants as members
of the IntEnum Signals, SIG_DFL and SIG_IGN as Handlers, SIG_BLOCK,
SIG_UNBLOCK and SIG_SETMASK as Sigmasks, NSIG, the ITIMER_* constants and
ItimerError.  A Python handler runs on the main thread (the C handler only
notes the signal: modules/signalmodule.c) and gets None as its frame
argument (fpy has no frame objects).

Left out: siginterrupt, sigtimedwait, sigwaitinfo, struct_siginfo,
pidfd_send_signal.
"""

import _signal
from _signal import *
from enum import IntEnum as _IntEnum


def _enum_members(pred):
    # (name, value) pairs sorted by value then name: the first name of a
    # value is the member, the others its aliases (SIGIOT for SIGABRT).
    pairs = [(n, v) for n, v in vars(_signal).items() if pred(n)]
    pairs.sort(key=lambda t: (t[1], t[0]))
    return pairs


Signals = _IntEnum('Signals', _enum_members(lambda n: n.isupper() and n.startswith('SIG') and not n.startswith('SIG_')),
                   module=__name__)
Handlers = _IntEnum('Handlers', [('SIG_DFL', _signal.SIG_DFL), ('SIG_IGN', _signal.SIG_IGN)], module=__name__)
Sigmasks = _IntEnum('Sigmasks', [('SIG_BLOCK', _signal.SIG_BLOCK), ('SIG_UNBLOCK', _signal.SIG_UNBLOCK),
                                 ('SIG_SETMASK', _signal.SIG_SETMASK)], module=__name__)
for _cls in (Signals, Handlers, Sigmasks):
    for _name, _member in _cls.__members__.items():
        globals()[_name] = _member
del _cls, _name, _member


def _int_to_enum(value, enum_klass):
    try:
        return enum_klass(value)
    except ValueError:
        return value


def _enum_to_int(value):
    try:
        return int(value)
    except (ValueError, TypeError):
        return value


def signal(signalnum, handler):
    return _int_to_enum(_signal.signal(_enum_to_int(signalnum), _enum_to_int(handler)), Handlers)


def getsignal(signalnum):
    return _int_to_enum(_signal.getsignal(signalnum), Handlers)


def pthread_sigmask(how, mask):
    return set(_int_to_enum(x, Signals) for x in _signal.pthread_sigmask(how, mask))


def sigpending():
    return {_int_to_enum(x, Signals) for x in _signal.sigpending()}


def sigwait(sigset):
    return _int_to_enum(_signal.sigwait(sigset), Signals)


def valid_signals():
    return {_int_to_enum(x, Signals) for x in _signal.valid_signals()}
