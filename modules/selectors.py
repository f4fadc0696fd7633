"""selectors: waiting on many file objects, over the select module.

Provides EVENT_READ, EVENT_WRITE, SelectorKey, BaseSelector, SelectSelector
(select.select), PollSelector (select.poll), EpollSelector (select.epoll)
and DefaultSelector (EpollSelector, as CPython picks on Linux), each with
register, unregister, modify, select, get_key, get_map, close and use as a
context manager, with CPython's errors.

Left out: DevpollSelector and KqueueSelector (not on Linux).  BaseSelector
is a plain class (fpy has no abc module) and get_map() returns a read-only
mapping object that offers the Mapping methods by hand.

Threads: a selector is not locked; like CPython's, share one between
threads only behind a lock.
"""

import math
import select
from collections import namedtuple

EVENT_READ = 1
EVENT_WRITE = 2

SelectorKey = namedtuple('SelectorKey', ['fileobj', 'fd', 'events', 'data'])


def _fileobj_to_fd(fileobj):
    if isinstance(fileobj, int):
        fd = fileobj
    else:
        try:
            fd = int(fileobj.fileno())
        except (AttributeError, TypeError, ValueError):
            raise ValueError("Invalid file object: {!r}".format(fileobj)) from None
    if fd < 0:
        raise ValueError("Invalid file descriptor: {}".format(fd))
    return fd


class _SelectorMapping:
    # get_map()'s read-only view: file object -> SelectorKey

    def __init__(self, selector):
        self._selector = selector

    def __len__(self):
        return len(self._selector._fd_to_key)

    def __getitem__(self, fileobj):
        try:
            fd = self._selector._fileobj_lookup(fileobj)
            return self._selector._fd_to_key[fd]
        except KeyError:
            raise KeyError("{!r} is not registered".format(fileobj)) from None

    def __iter__(self):
        return iter(self._selector._fd_to_key)

    def __contains__(self, fileobj):
        try:
            self[fileobj]
        except KeyError:
            return False
        return True

    def get(self, fileobj, default=None):
        try:
            return self[fileobj]
        except KeyError:
            return default

    def keys(self):
        return list(self._selector._fd_to_key)

    def values(self):
        return list(self._selector._fd_to_key.values())

    def items(self):
        return list(self._selector._fd_to_key.items())


class BaseSelector:
    """The interface every selector offers."""

    def register(self, fileobj, events, data=None):
        raise NotImplementedError

    def unregister(self, fileobj):
        raise NotImplementedError

    def modify(self, fileobj, events, data=None):
        self.unregister(fileobj)
        return self.register(fileobj, events, data)

    def select(self, timeout=None):
        raise NotImplementedError

    def close(self):
        pass

    def get_key(self, fileobj):
        mapping = self.get_map()
        if mapping is None:
            raise RuntimeError('Selector is closed')
        try:
            return mapping[fileobj]
        except KeyError:
            raise KeyError("{!r} is not registered".format(fileobj)) from None

    def get_map(self):
        raise NotImplementedError

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


class _BaseSelectorImpl(BaseSelector):
    # the registry shared by the selectors: fd -> SelectorKey

    def __init__(self):
        self._fd_to_key = {}
        self._map = _SelectorMapping(self)

    def _fileobj_lookup(self, fileobj):
        try:
            return _fileobj_to_fd(fileobj)
        except ValueError:
            # a closed file object may still be registered: look it up by identity
            for key in self._fd_to_key.values():
                if key.fileobj is fileobj:
                    return key.fd
            raise

    def register(self, fileobj, events, data=None):
        if (not events) or (events & ~(EVENT_READ | EVENT_WRITE)):
            raise ValueError("Invalid events: {!r}".format(events))
        key = SelectorKey(fileobj, self._fileobj_lookup(fileobj), events, data)
        if key.fd in self._fd_to_key:
            raise KeyError("{!r} (FD {}) is already registered".format(fileobj, key.fd))
        self._fd_to_key[key.fd] = key
        return key

    def unregister(self, fileobj):
        try:
            key = self._fd_to_key.pop(self._fileobj_lookup(fileobj))
        except KeyError:
            raise KeyError("{!r} is not registered".format(fileobj)) from None
        return key

    def modify(self, fileobj, events, data=None):
        try:
            key = self._fd_to_key[self._fileobj_lookup(fileobj)]
        except KeyError:
            raise KeyError("{!r} is not registered".format(fileobj)) from None
        if events != key.events:
            self.unregister(fileobj)
            key = self.register(fileobj, events, data)
        elif data != key.data:
            key = key._replace(data=data)
            self._fd_to_key[key.fd] = key
        return key

    def close(self):
        self._fd_to_key.clear()
        self._map = None

    def get_map(self):
        return self._map

    def _key_from_fd(self, fd):
        return self._fd_to_key.get(fd)


class SelectSelector(_BaseSelectorImpl):
    """A selector over select.select()."""

    def __init__(self):
        super().__init__()
        self._readers = set()
        self._writers = set()

    def register(self, fileobj, events, data=None):
        key = super().register(fileobj, events, data)
        if events & EVENT_READ:
            self._readers.add(key.fd)
        if events & EVENT_WRITE:
            self._writers.add(key.fd)
        return key

    def unregister(self, fileobj):
        key = super().unregister(fileobj)
        self._readers.discard(key.fd)
        self._writers.discard(key.fd)
        return key

    def select(self, timeout=None):
        timeout = None if timeout is None else max(timeout, 0)
        ready = []
        try:
            r, w, _ = select.select(self._readers, self._writers, [], timeout)
        except InterruptedError:
            return ready
        r = set(r)
        w = set(w)
        for fd in r | w:
            events = 0
            if fd in r:
                events |= EVENT_READ
            if fd in w:
                events |= EVENT_WRITE
            key = self._key_from_fd(fd)
            if key:
                ready.append((key, events & key.events))
        return ready


class _PollLikeSelector(_BaseSelectorImpl):
    # poll and epoll: the kernel object keeps a copy of the registry

    _selector_cls = None
    _EVENT_READ = None
    _EVENT_WRITE = None

    def __init__(self):
        super().__init__()
        self._selector = self._selector_cls()

    def _poller_events(self, events):
        mask = 0
        if events & EVENT_READ:
            mask |= self._EVENT_READ
        if events & EVENT_WRITE:
            mask |= self._EVENT_WRITE
        return mask

    def register(self, fileobj, events, data=None):
        key = super().register(fileobj, events, data)
        try:
            self._selector.register(key.fd, self._poller_events(events))
        except:
            super().unregister(fileobj)
            raise
        return key

    def unregister(self, fileobj):
        key = super().unregister(fileobj)
        try:
            self._selector.unregister(key.fd)
        except OSError:
            pass
        return key

    def modify(self, fileobj, events, data=None):
        try:
            key = self._fd_to_key[self._fileobj_lookup(fileobj)]
        except KeyError:
            raise KeyError(f"{fileobj!r} is not registered") from None
        changed = False
        if events != key.events:
            try:
                self._selector.modify(key.fd, self._poller_events(events))
            except:
                super().unregister(fileobj)
                raise
            changed = True
        if data != key.data:
            changed = True
        if changed:
            key = key._replace(events=events, data=data)
            self._fd_to_key[key.fd] = key
        return key

    def _wait(self, timeout):
        # poll's timeout is in milliseconds, rounded up
        if timeout is None:
            return self._selector.poll()
        if timeout <= 0:
            return self._selector.poll(0)
        return self._selector.poll(math.ceil(timeout * 1e3))

    def select(self, timeout=None):
        ready = []
        try:
            fd_event_list = self._wait(timeout)
        except InterruptedError:
            return ready
        for fd, event in fd_event_list:
            events = 0
            if event & ~self._EVENT_READ:
                events |= EVENT_WRITE
            if event & ~self._EVENT_WRITE:
                events |= EVENT_READ
            key = self._key_from_fd(fd)
            if key:
                ready.append((key, events & key.events))
        return ready


class PollSelector(_PollLikeSelector):
    """A selector over select.poll()."""
    _selector_cls = select.poll
    _EVENT_READ = select.POLLIN
    _EVENT_WRITE = select.POLLOUT


class EpollSelector(_PollLikeSelector):
    """A selector over select.epoll()."""
    _selector_cls = select.epoll
    _EVENT_READ = select.EPOLLIN
    _EVENT_WRITE = select.EPOLLOUT

    def fileno(self):
        return self._selector.fileno()

    def _wait(self, timeout):
        if timeout is None:
            timeout = -1
        elif timeout <= 0:
            timeout = 0
        else:
            timeout = math.ceil(timeout * 1e3) * 1e-3
        return self._selector.poll(timeout, max(len(self._fd_to_key), 1))

    def close(self):
        self._selector.close()
        super().close()


DefaultSelector = EpollSelector
