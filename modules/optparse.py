"""optparse: the older command-line option parser, as CPython 3.11's.

Provides OptionParser (usage, version, description, epilog, prog,
option_list, option_class, conflict_handler, formatter, add_help_option),
Option / make_option with the actions store, store_const, store_true,
store_false, append, append_const, count, callback, help and version, the
types string, int (and long: decimal, 0x, 0b and 0 octal prefixes), float,
choice, and complex where the interpreter has complex numbers; nargs,
dest, default, metavar, help with %default; OptionGroup, set_default(s),
parse_args returning (Values, leftover args), interspersed arguments or
not, Values, SUPPRESS_HELP and SUPPRESS_USAGE, the error classes, error()
and the two help formatters, IndentedHelpFormatter (the default) and
TitledHelpFormatter.  Help and error text are CPython's byte for byte; the
width is COLUMNS less two (80 less two without it), as in CPython, which
does not ask the terminal here.

Option subclasses may extend the class tables (ACTIONS, STORE_ACTIONS,
TYPED_ACTIONS, ALWAYS_TYPED_ACTIONS, CONST_ACTIONS, TYPES, TYPE_CHECKER,
CHECK_METHODS) and override take_action, as with CPython.

Left out: translations (English messages only), Values.read_module and
Values.read_file.  os and textwrap are imported when first needed.

Threads: the module's tables are built at import and never changed.  A
parser records the arguments it is working through (rargs, largs,
values) on itself while parse_args runs, for callbacks to see, so one
parser must not parse in two threads at once (the same rule as CPython's).
"""

import sys

__all__ = ['Option', 'make_option', 'SUPPRESS_HELP', 'SUPPRESS_USAGE', 'Values',
           'OptionContainer', 'OptionGroup', 'OptionParser', 'HelpFormatter',
           'IndentedHelpFormatter', 'TitledHelpFormatter', 'OptParseError', 'OptionError',
           'OptionConflictError', 'OptionValueError', 'BadOptionError', 'check_choice']


def _repr(self):
    return '<%s at 0x%x: %s>' % (self.__class__.__name__, id(self), self)


def _plural(n, one, many):
    return one if n == 1 else many


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------

class OptParseError(Exception):
    def __init__(self, msg):
        self.msg = msg

    def __str__(self):
        return self.msg


class OptionError(OptParseError):
    """An Option made with invalid or inconsistent arguments."""

    def __init__(self, msg, option):
        self.msg = msg
        self.option_id = str(option)

    def __str__(self):
        if self.option_id:
            return 'option %s: %s' % (self.option_id, self.msg)
        return self.msg


class OptionConflictError(OptionError):
    """Two options of one parser share an option string."""


class OptionValueError(OptParseError):
    """An option's value on the command line is invalid."""


class BadOptionError(OptParseError):
    """The command line names an option the parser does not have."""

    def __init__(self, opt_str):
        self.opt_str = opt_str

    def __str__(self):
        return 'no such option: %s' % self.opt_str


class AmbiguousOptionError(BadOptionError):
    """An abbreviated long option matches several options."""

    def __init__(self, opt_str, possibilities):
        BadOptionError.__init__(self, opt_str)
        self.possibilities = possibilities

    def __str__(self):
        return 'ambiguous option: %s (%s?)' % (self.opt_str, ', '.join(self.possibilities))


# ---------------------------------------------------------------------------
# Help formatting
# ---------------------------------------------------------------------------

class HelpFormatter:
    """Lays out the help: option strings in a column, their help beside them
    from help_position on (or on the next line when the strings are too
    wide), each wrapped to the width."""

    NO_DEFAULT_VALUE = 'none'

    def __init__(self, indent_increment, max_help_position, width, short_first):
        self.parser = None
        self.indent_increment = indent_increment
        if width is None:
            import os
            try:
                width = int(os.environ['COLUMNS'])
            except (KeyError, ValueError):
                width = 80
            width -= 2
        self.width = width
        self.help_position = self.max_help_position = \
            min(max_help_position, max(width - 20, indent_increment * 2))
        self.current_indent = 0
        self.level = 0
        self.help_width = None
        self.short_first = short_first
        self.default_tag = '%default'
        self.option_strings = {}
        self._short_opt_fmt = '%s %s'
        self._long_opt_fmt = '%s=%s'

    def set_parser(self, parser):
        self.parser = parser

    def set_short_opt_delimiter(self, delim):
        if delim not in ('', ' '):
            raise ValueError('invalid metavar delimiter for short options: %r' % delim)
        self._short_opt_fmt = '%s' + delim + '%s'

    def set_long_opt_delimiter(self, delim):
        if delim not in ('=', ' '):
            raise ValueError('invalid metavar delimiter for long options: %r' % delim)
        self._long_opt_fmt = '%s' + delim + '%s'

    def indent(self):
        self.current_indent += self.indent_increment
        self.level += 1

    def dedent(self):
        self.current_indent -= self.indent_increment
        assert self.current_indent >= 0, 'Indent decreased below 0.'
        self.level -= 1

    def format_usage(self, usage):
        raise NotImplementedError('subclasses must implement')

    def format_heading(self, heading):
        raise NotImplementedError('subclasses must implement')

    def _format_text(self, text):
        import textwrap
        width = max(self.width - self.current_indent, 11)
        indent = ' ' * self.current_indent
        return textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def format_description(self, description):
        return self._format_text(description) + '\n' if description else ''

    def format_epilog(self, epilog):
        return '\n' + self._format_text(epilog) + '\n' if epilog else ''

    def expand_default(self, option):
        if self.parser is None or not self.default_tag:
            return option.help
        value = self.parser.defaults.get(option.dest)
        if value is NO_DEFAULT or value is None:
            value = self.NO_DEFAULT_VALUE
        return option.help.replace(self.default_tag, str(value))

    def format_option(self, option):
        opts = self.option_strings[option]
        opt_width = self.help_position - self.current_indent - 2
        lead = ' ' * self.current_indent
        if len(opts) > opt_width:
            head = lead + opts + '\n'
            first_indent = self.help_position
        else:
            head = lead + opts.ljust(opt_width) + '  '
            first_indent = 0
        result = [head]
        if option.help:
            import textwrap
            lines = textwrap.wrap(self.expand_default(option), self.help_width)
            result.append(' ' * first_indent + lines[0] + '\n')
            for line in lines[1:]:
                result.append(' ' * self.help_position + line + '\n')
        elif head[-1] != '\n':
            result.append('\n')
        return ''.join(result)

    def store_option_strings(self, parser):
        """Work out every option's strings and, from the widest, where help starts."""
        widest = 0
        self.indent()
        for opt in parser.option_list:
            strings = self.option_strings[opt] = self.format_option_strings(opt)
            widest = max(widest, len(strings) + self.current_indent)
        self.indent()
        for group in parser.option_groups:
            for opt in group.option_list:
                strings = self.option_strings[opt] = self.format_option_strings(opt)
                widest = max(widest, len(strings) + self.current_indent)
        self.dedent()
        self.dedent()
        self.help_position = min(widest + 2, self.max_help_position)
        self.help_width = max(self.width - self.help_position, 11)

    def format_option_strings(self, option):
        """'-f FILE, --file=FILE': the option strings with their metavar."""
        if option.takes_value():
            metavar = option.metavar or option.dest.upper()
            shorts = [self._short_opt_fmt % (s, metavar) for s in option._short_opts]
            longs = [self._long_opt_fmt % (s, metavar) for s in option._long_opts]
        else:
            shorts = option._short_opts
            longs = option._long_opts
        return ', '.join(shorts + longs if self.short_first else longs + shorts)


class IndentedHelpFormatter(HelpFormatter):
    """Headings end in a colon; each section's options are indented."""

    def __init__(self, indent_increment=2, max_help_position=24, width=None, short_first=1):
        HelpFormatter.__init__(self, indent_increment, max_help_position, width, short_first)

    def format_usage(self, usage):
        return 'Usage: %s\n' % usage

    def format_heading(self, heading):
        return ' ' * self.current_indent + '%s:\n' % heading


class TitledHelpFormatter(HelpFormatter):
    """Headings underlined with '=' (then '-' one level down)."""

    def __init__(self, indent_increment=0, max_help_position=24, width=None, short_first=0):
        HelpFormatter.__init__(self, indent_increment, max_help_position, width, short_first)

    def format_usage(self, usage):
        return '%s  %s\n' % (self.format_heading('Usage'), usage)

    def format_heading(self, heading):
        return '%s\n%s\n' % (heading, '=-'[self.level] * len(heading))


# ---------------------------------------------------------------------------
# Value conversion
# ---------------------------------------------------------------------------

def _parse_num(val, type):
    prefix = val[:2].lower()
    if prefix == '0x':
        return type(val, 16)
    if prefix == '0b':
        return type(val[2:] or '0', 2)
    if val[:1] == '0':
        return type(val, 8)
    return type(val, 10)


def _parse_int(val):
    return _parse_num(val, int)


_builtin_cvt = {'int': (_parse_int, 'integer'), 'long': (_parse_int, 'integer'),
                'float': (float, 'floating-point')}
try:
    _builtin_cvt['complex'] = (complex, 'complex')
except NameError:
    pass


def check_builtin(option, opt, value):
    convert, what = _builtin_cvt[option.type]
    try:
        return convert(value)
    except ValueError:
        raise OptionValueError('option %s: invalid %s value: %r' % (opt, what, value))


def check_choice(option, opt, value):
    if value in option.choices:
        return value
    raise OptionValueError('option %s: invalid choice: %r (choose from %s)'
                           % (opt, value, ', '.join(map(repr, option.choices))))


NO_DEFAULT = ('NO', 'DEFAULT')


# ---------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------

class Option:
    """One option: its strings (-x, --long), what it does (action), the type
    its value is converted to, where it is stored (dest), and its help."""

    ATTRS = ['action', 'type', 'dest', 'default', 'nargs', 'const', 'choices', 'callback',
             'callback_args', 'callback_kwargs', 'help', 'metavar']
    ACTIONS = ('store', 'store_const', 'store_true', 'store_false', 'append', 'append_const',
               'count', 'callback', 'help', 'version')
    STORE_ACTIONS = ('store', 'store_const', 'store_true', 'store_false', 'append',
                     'append_const', 'count')
    TYPED_ACTIONS = ('store', 'append', 'callback')
    ALWAYS_TYPED_ACTIONS = ('store', 'append')
    CONST_ACTIONS = ('store_const', 'append_const')
    TYPES = ('string', 'int', 'long', 'float') + \
        (('complex',) if 'complex' in _builtin_cvt else ()) + ('choice',)
    TYPE_CHECKER = {'int': check_builtin, 'long': check_builtin, 'float': check_builtin,
                    'choice': check_choice}
    if 'complex' in _builtin_cvt:
        TYPE_CHECKER['complex'] = check_builtin

    CHECK_METHODS = None

    def __init__(self, *opts, **attrs):
        self._short_opts = []
        self._long_opts = []
        opts = self._check_opt_strings(opts)
        self._set_opt_strings(opts)
        self._set_attrs(attrs)
        for check in self.CHECK_METHODS:
            check(self)

    def _check_opt_strings(self, opts):
        opts = [o for o in opts if o]
        if not opts:
            raise TypeError('at least one option string must be supplied')
        return opts

    def _set_opt_strings(self, opts):
        for opt in opts:
            if len(opt) < 2:
                raise OptionError('invalid option string %r: must be at least two '
                                  'characters long' % opt, self)
            if len(opt) == 2:
                if not (opt[0] == '-' and opt[1] != '-'):
                    raise OptionError('invalid short option string %r: must be of the '
                                      'form -x, (x any non-dash char)' % opt, self)
                self._short_opts.append(opt)
            else:
                if not (opt[0:2] == '--' and opt[2] != '-'):
                    raise OptionError('invalid long option string %r: must start with --, '
                                      'followed by non-dash' % opt, self)
                self._long_opts.append(opt)

    def _set_attrs(self, attrs):
        for attr in self.ATTRS:
            if attr in attrs:
                setattr(self, attr, attrs.pop(attr))
            else:
                setattr(self, attr, NO_DEFAULT if attr == 'default' else None)
        if attrs:
            raise OptionError('invalid keyword arguments: %s' % ', '.join(sorted(attrs)), self)

    # -- the checks run by __init__, in CHECK_METHODS order --

    def _check_action(self):
        if self.action is None:
            self.action = 'store'
        elif self.action not in self.ACTIONS:
            raise OptionError('invalid action: %r' % self.action, self)

    def _check_type(self):
        if self.type is None:
            if self.action in self.ALWAYS_TYPED_ACTIONS:
                self.type = 'choice' if self.choices is not None else 'string'
            return
        if isinstance(self.type, type):
            self.type = self.type.__name__
        if self.type == 'str':
            self.type = 'string'
        if self.type not in self.TYPES:
            raise OptionError('invalid option type: %r' % self.type, self)
        if self.action not in self.TYPED_ACTIONS:
            raise OptionError('must not supply a type for action %r' % self.action, self)

    def _check_choice(self):
        if self.type == 'choice':
            if self.choices is None:
                raise OptionError("must supply a list of choices for type 'choice'", self)
            if not isinstance(self.choices, (tuple, list)):
                raise OptionError("choices must be a list of strings ('%s' supplied)"
                                  % str(type(self.choices)).split("'")[1], self)
        elif self.choices is not None:
            raise OptionError('must not supply choices for type %r' % self.type, self)

    def _check_dest(self):
        takes_value = self.action in self.STORE_ACTIONS or self.type is not None
        if self.dest is None and takes_value:
            if self._long_opts:
                self.dest = self._long_opts[0][2:].replace('-', '_')
            else:
                self.dest = self._short_opts[0][1]

    def _check_const(self):
        if self.action not in self.CONST_ACTIONS and self.const is not None:
            raise OptionError("'const' must not be supplied for action %r" % self.action, self)

    def _check_nargs(self):
        if self.action in self.TYPED_ACTIONS:
            if self.nargs is None:
                self.nargs = 1
        elif self.nargs is not None:
            raise OptionError("'nargs' must not be supplied for action %r" % self.action, self)

    def _check_callback(self):
        if self.action == 'callback':
            if not callable(self.callback):
                raise OptionError('callback not callable: %r' % self.callback, self)
            if self.callback_args is not None and not isinstance(self.callback_args, tuple):
                raise OptionError('callback_args, if supplied, must be a tuple: not %r'
                                  % self.callback_args, self)
            if self.callback_kwargs is not None and not isinstance(self.callback_kwargs, dict):
                raise OptionError('callback_kwargs, if supplied, must be a dict: not %r'
                                  % self.callback_kwargs, self)
        else:
            if self.callback is not None:
                raise OptionError('callback supplied (%r) for non-callback option'
                                  % self.callback, self)
            if self.callback_args is not None:
                raise OptionError('callback_args supplied for non-callback option', self)
            if self.callback_kwargs is not None:
                raise OptionError('callback_kwargs supplied for non-callback option', self)

    CHECK_METHODS = [_check_action, _check_type, _check_choice, _check_dest, _check_const,
                     _check_nargs, _check_callback]

    def __str__(self):
        return '/'.join(self._short_opts + self._long_opts)

    __repr__ = _repr

    def takes_value(self):
        return self.type is not None

    def get_opt_string(self):
        return self._long_opts[0] if self._long_opts else self._short_opts[0]

    def check_value(self, opt, value):
        checker = self.TYPE_CHECKER.get(self.type)
        return value if checker is None else checker(self, opt, value)

    def convert_value(self, opt, value):
        if value is not None:
            if self.nargs == 1:
                return self.check_value(opt, value)
            return tuple([self.check_value(opt, v) for v in value])

    def process(self, opt, value, values, parser):
        value = self.convert_value(opt, value)
        return self.take_action(self.action, self.dest, opt, value, values, parser)

    def take_action(self, action, dest, opt, value, values, parser):
        if action == 'store':
            setattr(values, dest, value)
        elif action == 'store_const':
            setattr(values, dest, self.const)
        elif action == 'store_true':
            setattr(values, dest, True)
        elif action == 'store_false':
            setattr(values, dest, False)
        elif action == 'append':
            values.ensure_value(dest, []).append(value)
        elif action == 'append_const':
            values.ensure_value(dest, []).append(self.const)
        elif action == 'count':
            setattr(values, dest, values.ensure_value(dest, 0) + 1)
        elif action == 'callback':
            self.callback(self, opt, value, parser, *(self.callback_args or ()),
                          **(self.callback_kwargs or {}))
        elif action == 'help':
            parser.print_help()
            parser.exit()
        elif action == 'version':
            parser.print_version()
            parser.exit()
        else:
            raise ValueError('unknown action %r' % self.action)
        return 1


make_option = Option

SUPPRESS_HELP = 'SUPPRESS' + 'HELP'
SUPPRESS_USAGE = 'SUPPRESS' + 'USAGE'


class Values:
    """The parsed options, one attribute per dest."""

    def __init__(self, defaults=None):
        if defaults:
            for attr, val in defaults.items():
                setattr(self, attr, val)

    def __str__(self):
        return str(self.__dict__)

    __repr__ = _repr

    def __eq__(self, other):
        if isinstance(other, Values):
            return self.__dict__ == other.__dict__
        if isinstance(other, dict):
            return self.__dict__ == other
        return NotImplemented

    def _update_careful(self, dict):
        for attr in dir(self):
            if attr in dict and dict[attr] is not None:
                setattr(self, attr, dict[attr])

    def _update_loose(self, dict):
        self.__dict__.update(dict)

    def _update(self, dict, mode):
        if mode == 'careful':
            self._update_careful(dict)
        elif mode == 'loose':
            self._update_loose(dict)
        else:
            raise ValueError('invalid update mode: %r' % mode)

    def ensure_value(self, attr, value):
        if getattr(self, attr, None) is None:
            setattr(self, attr, value)
        return getattr(self, attr)


# ---------------------------------------------------------------------------
# Parsers and groups
# ---------------------------------------------------------------------------

class OptionContainer:
    """What parsers and groups share: a list of options, and (shared with
    the parser) the tables from option strings to options and the defaults."""

    def __init__(self, option_class, conflict_handler, description):
        self._create_option_list()
        self.option_class = option_class
        self.set_conflict_handler(conflict_handler)
        self.set_description(description)

    def _create_option_mappings(self):
        self._short_opt = {}
        self._long_opt = {}
        self.defaults = {}

    def _share_option_mappings(self, parser):
        self._short_opt = parser._short_opt
        self._long_opt = parser._long_opt
        self.defaults = parser.defaults

    def set_conflict_handler(self, handler):
        if handler not in ('error', 'resolve'):
            raise ValueError('invalid conflict_resolution value %r' % handler)
        self.conflict_handler = handler

    def set_description(self, description):
        self.description = description

    def get_description(self):
        return self.description

    def destroy(self):
        del self._short_opt
        del self._long_opt
        del self.defaults

    def _check_conflict(self, option):
        clashes = [(o, self._short_opt[o]) for o in option._short_opts if o in self._short_opt]
        clashes += [(o, self._long_opt[o]) for o in option._long_opts if o in self._long_opt]
        if not clashes:
            return
        if self.conflict_handler == 'error':
            raise OptionConflictError('conflicting option string(s): %s'
                                      % ', '.join([c[0] for c in clashes]), option)
        for opt, old in clashes:
            if opt.startswith('--'):
                old._long_opts.remove(opt)
                del self._long_opt[opt]
            else:
                old._short_opts.remove(opt)
                del self._short_opt[opt]
            if not (old._short_opts or old._long_opts):
                old.container.option_list.remove(old)

    def add_option(self, *args, **kwargs):
        """add_option(Option) or add_option(opt_str, ..., kwarg=val, ...)"""
        if isinstance(args[0], str):
            option = self.option_class(*args, **kwargs)
        elif len(args) == 1 and not kwargs:
            option = args[0]
            if not isinstance(option, Option):
                raise TypeError('not an Option instance: %r' % option)
        else:
            raise TypeError('invalid arguments')
        self._check_conflict(option)
        self.option_list.append(option)
        option.container = self
        for opt in option._short_opts:
            self._short_opt[opt] = option
        for opt in option._long_opts:
            self._long_opt[opt] = option
        if option.dest is not None:
            if option.default is not NO_DEFAULT:
                self.defaults[option.dest] = option.default
            elif option.dest not in self.defaults:
                self.defaults[option.dest] = None
        return option

    def add_options(self, option_list):
        for option in option_list:
            self.add_option(option)

    def get_option(self, opt_str):
        return self._short_opt.get(opt_str) or self._long_opt.get(opt_str)

    def has_option(self, opt_str):
        return opt_str in self._short_opt or opt_str in self._long_opt

    def remove_option(self, opt_str):
        option = self._short_opt.get(opt_str)
        if option is None:
            option = self._long_opt.get(opt_str)
        if option is None:
            raise ValueError('no such option %r' % opt_str)
        for opt in option._short_opts:
            del self._short_opt[opt]
        for opt in option._long_opts:
            del self._long_opt[opt]
        option.container.option_list.remove(option)

    def format_option_help(self, formatter):
        return ''.join([formatter.format_option(o) for o in self.option_list
                        if o.help is not SUPPRESS_HELP])

    def format_description(self, formatter):
        return formatter.format_description(self.get_description())

    def format_help(self, formatter):
        result = []
        if self.description:
            result.append(self.format_description(formatter))
        if self.option_list:
            result.append(self.format_option_help(formatter))
        return '\n'.join(result)


class OptionGroup(OptionContainer):
    """A titled section of a parser's help."""

    def __init__(self, parser, title, description=None):
        self.parser = parser
        OptionContainer.__init__(self, parser.option_class, parser.conflict_handler, description)
        self.title = title

    def _create_option_list(self):
        self.option_list = []
        self._share_option_mappings(self.parser)

    def set_title(self, title):
        self.title = title

    def destroy(self):
        OptionContainer.destroy(self)
        del self.option_list

    def format_help(self, formatter):
        result = formatter.format_heading(self.title)
        formatter.indent()
        result += OptionContainer.format_help(self, formatter)
        formatter.dedent()
        return result


def _match_abbrev(s, wordmap):
    """The key of wordmap that s is, or abbreviates unambiguously."""
    if s in wordmap:
        return s
    found = [w for w in wordmap if w.startswith(s)]
    if len(found) == 1:
        return found[0]
    if not found:
        raise BadOptionError(s)
    found.sort()
    raise AmbiguousOptionError(s, found)


class OptionParser(OptionContainer):
    """Parses options out of a command line: parse_args() returns
    (values, leftover arguments); errors print the usage and exit 2."""

    standard_option_list = []

    def __init__(self, usage=None, option_list=None, option_class=Option, version=None,
                 conflict_handler='error', description=None, formatter=None,
                 add_help_option=True, prog=None, epilog=None):
        OptionContainer.__init__(self, option_class, conflict_handler, description)
        self.set_usage(usage)
        self.prog = prog
        self.version = version
        self.allow_interspersed_args = True
        self.process_default_values = True
        if formatter is None:
            formatter = IndentedHelpFormatter()
        self.formatter = formatter
        self.formatter.set_parser(self)
        self.epilog = epilog
        self._populate_option_list(option_list, add_help=add_help_option)
        self._init_parsing_state()

    def destroy(self):
        OptionContainer.destroy(self)
        for group in self.option_groups:
            group.destroy()
        del self.option_list
        del self.option_groups
        del self.formatter

    def _create_option_list(self):
        self.option_list = []
        self.option_groups = []
        self._create_option_mappings()

    def _add_help_option(self):
        self.add_option('-h', '--help', action='help', help='show this help message and exit')

    def _add_version_option(self):
        self.add_option('--version', action='version',
                        help="show program's version number and exit")

    def _populate_option_list(self, option_list, add_help=True):
        if self.standard_option_list:
            self.add_options(self.standard_option_list)
        if option_list:
            self.add_options(option_list)
        if self.version:
            self._add_version_option()
        if add_help:
            self._add_help_option()

    def _init_parsing_state(self):
        self.rargs = None
        self.largs = None
        self.values = None

    def set_usage(self, usage):
        if usage is None:
            self.usage = '%prog [options]'
        elif usage is SUPPRESS_USAGE:
            self.usage = None
        elif usage.lower().startswith('usage: '):
            self.usage = usage[7:]
        else:
            self.usage = usage

    def enable_interspersed_args(self):
        self.allow_interspersed_args = True

    def disable_interspersed_args(self):
        self.allow_interspersed_args = False

    def set_process_default_values(self, process):
        self.process_default_values = process

    def set_default(self, dest, value):
        self.defaults[dest] = value

    def set_defaults(self, **kwargs):
        self.defaults.update(kwargs)

    def _get_all_options(self):
        options = self.option_list[:]
        for group in self.option_groups:
            options.extend(group.option_list)
        return options

    def get_default_values(self):
        if not self.process_default_values:
            return Values(self.defaults)
        defaults = self.defaults.copy()
        for option in self._get_all_options():
            default = defaults.get(option.dest)
            if isinstance(default, str):
                defaults[option.dest] = option.check_value(option.get_opt_string(), default)
        return Values(defaults)

    def add_option_group(self, *args, **kwargs):
        if isinstance(args[0], str):
            group = OptionGroup(self, *args, **kwargs)
        elif len(args) == 1 and not kwargs:
            group = args[0]
            if not isinstance(group, OptionGroup):
                raise TypeError('not an OptionGroup instance: %r' % group)
            if group.parser is not self:
                raise ValueError('invalid OptionGroup (wrong parser)')
        else:
            raise TypeError('invalid arguments')
        self.option_groups.append(group)
        return group

    def get_option_group(self, opt_str):
        option = self._short_opt.get(opt_str) or self._long_opt.get(opt_str)
        if option and option.container is not self:
            return option.container
        return None

    # -- parsing --

    def _get_args(self, args):
        return sys.argv[1:] if args is None else args[:]

    def parse_args(self, args=None, values=None):
        """Returns (values, args): the options found, and the other arguments."""
        rargs = self._get_args(args)
        if values is None:
            values = self.get_default_values()
        self.rargs = rargs
        self.largs = largs = []
        self.values = values
        try:
            self._process_args(largs, rargs, values)
        except (BadOptionError, OptionValueError) as err:
            self.error(str(err))
        return self.check_values(values, largs + rargs)

    def check_values(self, values, args):
        return (values, args)

    def _process_args(self, largs, rargs, values):
        while rargs:
            arg = rargs[0]
            if arg == '--':
                del rargs[0]
                return
            if arg[0:2] == '--':
                self._process_long_opt(rargs, values)
            elif arg[:1] == '-' and len(arg) > 1:
                self._process_short_opts(rargs, values)
            elif self.allow_interspersed_args:
                largs.append(arg)
                del rargs[0]
            else:
                return

    def _match_long_opt(self, opt):
        return _match_abbrev(opt, self._long_opt)

    def _take_values(self, option, opt, rargs):
        nargs = option.nargs
        if len(rargs) < nargs:
            self.error(_plural(nargs, '%(option)s option requires %(number)d argument',
                               '%(option)s option requires %(number)d arguments')
                       % {'option': opt, 'number': nargs})
        if nargs == 1:
            return rargs.pop(0)
        value = tuple(rargs[0:nargs])
        del rargs[0:nargs]
        return value

    def _process_long_opt(self, rargs, values):
        arg = rargs.pop(0)
        explicit = '=' in arg
        if explicit:
            opt, value = arg.split('=', 1)
            rargs.insert(0, value)
        else:
            opt = arg
        opt = self._match_long_opt(opt)
        option = self._long_opt[opt]
        if option.takes_value():
            value = self._take_values(option, opt, rargs)
        elif explicit:
            self.error('%s option does not take a value' % opt)
        else:
            value = None
        option.process(opt, value, values, self)

    def _process_short_opts(self, rargs, values):
        arg = rargs.pop(0)
        for i in range(1, len(arg)):
            opt = '-' + arg[i]
            option = self._short_opt.get(opt)
            if not option:
                raise BadOptionError(opt)
            rest = False
            if option.takes_value():
                # the rest of the string, if any, is the (first) value
                if i + 1 < len(arg):
                    rargs.insert(0, arg[i + 1:])
                    rest = True
                value = self._take_values(option, opt, rargs)
            else:
                value = None
            option.process(opt, value, values, self)
            if rest:
                break

    # -- output --

    def get_prog_name(self):
        if self.prog is None:
            import os
            return os.path.basename(sys.argv[0])
        return self.prog

    def expand_prog_name(self, s):
        return s.replace('%prog', self.get_prog_name())

    def get_description(self):
        return self.expand_prog_name(self.description)

    def exit(self, status=0, msg=None):
        if msg:
            sys.stderr.write(msg)
        sys.exit(status)

    def error(self, msg):
        """Print the usage and 'PROG: error: MSG' to stderr, and exit with status 2."""
        self.print_usage(sys.stderr)
        self.exit(2, '%s: error: %s\n' % (self.get_prog_name(), msg))

    def get_usage(self):
        if self.usage:
            return self.formatter.format_usage(self.expand_prog_name(self.usage))
        return ''

    def print_usage(self, file=None):
        if self.usage:
            print(self.get_usage(), file=file)

    def get_version(self):
        return self.expand_prog_name(self.version) if self.version else ''

    def print_version(self, file=None):
        if self.version:
            print(self.get_version(), file=file)

    def format_option_help(self, formatter=None):
        if formatter is None:
            formatter = self.formatter
        formatter.store_option_strings(self)
        result = [formatter.format_heading('Options')]
        formatter.indent()
        if self.option_list:
            result.append(OptionContainer.format_option_help(self, formatter))
            result.append('\n')
        for group in self.option_groups:
            result.append(group.format_help(formatter))
            result.append('\n')
        formatter.dedent()
        # the last blank line between sections goes
        return ''.join(result[:-1])

    def format_epilog(self, formatter):
        return formatter.format_epilog(self.epilog)

    def format_help(self, formatter=None):
        if formatter is None:
            formatter = self.formatter
        result = []
        if self.usage:
            result.append(self.get_usage() + '\n')
        if self.description:
            result.append(self.format_description(formatter) + '\n')
        result.append(self.format_option_help(formatter))
        result.append(self.format_epilog(formatter))
        return ''.join(result)

    def print_help(self, file=None):
        if file is None:
            file = sys.stdout
        file.write(self.format_help())
