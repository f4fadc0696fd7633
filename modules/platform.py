"""The platform module: what the machine, the system and the interpreter are.

Provides uname (a uname_result: system, node, release, version, machine,
and processor), system, node, release, version, machine, processor,
architecture, platform, libc_ver, freedesktop_os_release, and the
python_* functions (implementation, version, version_tuple, build,
compiler, branch, revision).

As in CPython, the values come from os.uname and sys; unlike it, nothing
here starts a process, so importing and calling stay fast:
processor() is '' (CPython runs `uname -p`, which prints "unknown" on
most Linux systems, shown as ''), architecture() reads the executable's
ELF header itself instead of running `file`, and libc_ver() asks
os.confstr (CPython's first choice too).  python_implementation() is
'fpy' (sys.implementation.name), python_build() and python_compiler()
read fpy's sys.version, which names no build date or compiler.

Left out: win32_ver, mac_ver, java_ver, system_alias and the other
helpers for systems fpy does not run on.

Threads: the caches (uname, os-release) are filled on first use; two
threads filling one at once compute the same value, and the one stored
last wins.
"""

import os
import sys

__version__ = '1.0.8'

_uname_cache = None
_os_release_cache = None


class uname_result(tuple):
    """uname()'s result: five fields from the system, then processor,
    which iteration, len and indexing include but repr, comparison and
    hashing leave out (as in CPython)."""

    __slots__ = ()
    _fields = ('system', 'node', 'release', 'version', 'machine', 'processor')

    def __new__(cls, system, node, release, version, machine):
        return tuple.__new__(cls, (system, node, release, version, machine))

    system = property(lambda self: tuple.__getitem__(self, 0))
    node = property(lambda self: tuple.__getitem__(self, 1))
    release = property(lambda self: tuple.__getitem__(self, 2))
    version = property(lambda self: tuple.__getitem__(self, 3))
    machine = property(lambda self: tuple.__getitem__(self, 4))

    @property
    def processor(self):
        return _processor()

    def _all(self):
        return tuple(tuple.__iter__(self)) + (self.processor,)

    def __iter__(self):
        return iter(self._all())

    def __len__(self):
        return 6

    def __getitem__(self, key):
        return self._all()[key]

    def __repr__(self):
        return 'uname_result(%s)' % ', '.join(
            '%s=%r' % (f, tuple.__getitem__(self, i)) for i, f in enumerate(self._fields[:5]))

    def __reduce__(self):
        return uname_result, tuple(tuple.__iter__(self))

    def _asdict(self):
        return dict(zip(self._fields, self._all()))

    def _replace(self, **kwds):
        values = dict(zip(self._fields[:5], tuple.__iter__(self)))
        for k, v in kwds.items():
            if k not in values:
                raise ValueError('Got unexpected field names: %r' % (list(kwds),))
            values[k] = v
        return uname_result(**values)


def _processor():
    # what CPython's `uname -p` gives on Linux: "unknown", shown as ''
    return ''


def uname():
    """The system's identity, as a uname_result."""
    global _uname_cache
    if _uname_cache is None:
        u = os.uname()
        _uname_cache = uname_result(u.sysname, u.nodename, u.release, u.version, u.machine)
    return _uname_cache


def system():
    """'Linux', 'Darwin', ... ('' when unknown)."""
    return uname().system


def node():
    """The computer's network name ('' when unknown)."""
    return uname().node


def release():
    """The system's release, e.g. '6.1.0-13-amd64'."""
    return uname().release


def version():
    """The system's version string."""
    return uname().version


def machine():
    """The machine type, e.g. 'x86_64'."""
    return uname().machine


def processor():
    """The processor name; '' (see the module's documentation)."""
    return uname().processor


def architecture(executable=sys.executable, bits='', linkage=''):
    """(bits, linkage) of an executable, e.g. ('64bit', 'ELF'): from its
    ELF header when it has one, else the pointer size of this
    interpreter and the given linkage."""
    head = b''
    if executable:
        try:
            with open(executable, 'rb') as f:
                head = f.read(5)
        except OSError:
            head = b''
    if len(head) == 5 and head[:4] == b'\x7fELF':
        if head[4] == 1:
            bits = '32bit'
        elif head[4] == 2:
            bits = '64bit'
        linkage = 'ELF'
    if not bits:
        bits = '%dbit' % ((sys.maxsize.bit_length() + 1),)
    return bits, linkage


def libc_ver(executable=None, lib='', version='', chunksize=16384):
    """(library, version) of the C library, e.g. ('glibc', '2.36')."""
    if executable is None:
        try:
            parts = os.confstr('CS_GNU_LIBC_VERSION').split(maxsplit=1)
        except (AttributeError, ValueError, OSError):
            parts = []
        if len(parts) == 2:
            return tuple(parts)
    return lib, version


def _platform(*parts):
    s = '-'.join(p.strip() for p in parts if p.strip())
    for old, new in ((' ', '_'), ('/', '-'), ('\\', '-'), (':', '-'), (';', '-'),
                     ('"', '-'), ('(', '-'), (')', '-'), ('unknown', '')):
        s = s.replace(old, new)
    while True:
        t = s.replace('--', '-')
        if t == s:
            break
        s = t
    while s[-1:] == '-':
        s = s[:-1]
    return s


def platform(aliased=False, terse=False):
    """One string naming the platform, e.g.
    'Linux-6.1.0-13-amd64-x86_64-with-glibc2.36'."""
    u = uname()
    sysname, rel, mach, proc = u.system, u.release, u.machine, u.processor
    if mach == proc:
        proc = ''
    if sysname == 'Linux':
        # terse or not, as CPython
        name, ver = libc_ver()
        return _platform(sysname, rel, mach, proc, 'with', name + ver)
    if terse:
        return _platform(sysname, rel)
    bits, linkage = architecture(sys.executable)
    return _platform(sysname, rel, mach, proc, bits, linkage)


# ---- the interpreter -----------------------------------------------------------

def python_implementation():
    """The implementation's name: 'fpy' (CPython says 'CPython')."""
    return 'fpy'


def python_version():
    """'major.minor.patchlevel'."""
    return '%d.%d.%d' % tuple(sys.version_info[:3])


def python_version_tuple():
    """(major, minor, patchlevel), as strings."""
    return tuple(str(x) for x in sys.version_info[:3])


def _sys_version_parts():
    # sys.version: 'X.Y.Z (build[, date[, time]]) [compiler]'
    v = sys.version
    build = compiler = ''
    lp = v.find('(')
    rp = v.find(')', lp + 1)
    if lp >= 0 and rp > lp:
        build = v[lp + 1:rp]
        rest = v[rp + 1:].strip()
        if rest.startswith('[') and rest.endswith(']'):
            compiler = rest[1:-1]
    return build, compiler


def python_build():
    """(build name, build date) from sys.version."""
    build, _ = _sys_version_parts()
    parts = [p.strip() for p in build.split(',')]
    buildno = parts[0]
    builddate = ' '.join(parts[1:])
    return buildno, builddate


def python_compiler():
    """The compiler that built the interpreter, as sys.version names it ('' if not)."""
    return _sys_version_parts()[1]


def python_branch():
    """The source branch the interpreter was built from ('' when unknown)."""
    return ''


def python_revision():
    """The source revision the interpreter was built from ('' when unknown)."""
    return ''


# ---- /etc/os-release -------------------------------------------------------------

_os_release_candidates = ('/etc/os-release', '/usr/lib/os-release')


def _unescape(value):
    out = []
    i = 0
    while i < len(value):
        c = value[i]
        if c == '\\' and i + 1 < len(value) and value[i + 1] in '\\$"\'`':
            out.append(value[i + 1])
            i += 2
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def _parse_os_release(lines):
    info = {'NAME': 'Linux', 'ID': 'linux', 'PRETTY_NAME': 'Linux'}
    for line in lines:
        if line.endswith('\n'):
            line = line[:-1]
        name, eq, value = line.partition('=')
        if not eq or not name or not all(c.isascii() and (c.isalnum() or c == '_') for c in name):
            continue
        if len(value) >= 2 and value[0] in '"\'' and value[-1] == value[0]:
            value = value[1:-1]
        info[name] = _unescape(value)
    return info


def freedesktop_os_release():
    """The fields of /etc/os-release (or /usr/lib/os-release) as a dict."""
    global _os_release_cache
    if _os_release_cache is None:
        for candidate in _os_release_candidates:
            try:
                with open(candidate, encoding='utf-8') as f:
                    _os_release_cache = _parse_os_release(f)
                break
            except OSError:
                pass
        else:
            raise OSError(2, 'Unable to read files %s' % ', '.join(_os_release_candidates))
    return _os_release_cache.copy()
