"""argparse: command-line parsing with generated help, as CPython 3.11's.

Provides ArgumentParser (every constructor option: prog, usage,
description, epilog, parents, formatter_class, prefix_chars,
fromfile_prefix_chars, argument_default, conflict_handler, add_help,
allow_abbrev, exit_on_error), every nargs and action (store, store_const,
store_true, store_false, append, append_const, count, help, version,
extend, BooleanOptionalAction and Action subclasses), argument groups,
mutually exclusive groups, subparsers with aliases, parse_args,
parse_known_args, parse_intermixed_args, Namespace, FileType, the two
error classes and the five help formatters.  Help, usage and error text
come out as CPython's, byte for byte: the wrapping width is the terminal's
(COLUMNS, else the size of the terminal on standard output, else 80) less
two, as shutil.get_terminal_size gives it to CPython.

How a command line is read: each argument string is classified as 'O'
(an option string this parser knows or might know), 'A' (a value) or '-'
(the '--' that ends options, after which everything is 'A').  The string
of those letters is matched with regular expressions built from each
action's nargs, which decides how many strings every action consumes;
positionals are fitted greedily, as many of them as the pattern allows, in
the stretches between options.

Left out: translations (messages are the English ones; no gettext), and
the warnings CPython emits for nested argument groups and for
parse_intermixed_args dropping an empty positional.  re, os and textwrap
are imported when first needed, so importing argparse costs only its own
compilation.

Threads: the module keeps no mutable global state.  A parser is changed
while it is being built; parse_args and parse_known_args only read it and
work on a namespace and lists of their own, so several threads may parse
with one parser.  parse_intermixed_args changes the actions' nargs,
default and required while it runs (and puts them back): one thread at a
time for that.
"""

import sys as _sys

__all__ = [
    'ArgumentParser', 'ArgumentError', 'ArgumentTypeError', 'BooleanOptionalAction',
    'FileType', 'HelpFormatter', 'ArgumentDefaultsHelpFormatter',
    'RawDescriptionHelpFormatter', 'RawTextHelpFormatter', 'MetavarTypeHelpFormatter',
    'Namespace', 'Action', 'ONE_OR_MORE', 'OPTIONAL', 'PARSER', 'REMAINDER',
    'SUPPRESS', 'ZERO_OR_MORE',
]

SUPPRESS = '==SUPPRESS=='
OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'
_UNRECOGNIZED_ARGS_ATTR = '_unrecognized_args'


def _terminal_columns():
    """The width shutil.get_terminal_size() would report."""
    import os
    try:
        columns = int(os.environ['COLUMNS'])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    try:
        columns = os.get_terminal_size(_sys.__stdout__.fileno()).columns
    except (AttributeError, ValueError, OSError):
        columns = 0
    return columns or 80


def _plural(n, one, many):
    return one if n == 1 else many


class _AttributeHolder(object):
    """Gives a repr of the form ClassName(name=value, ...)."""

    def __repr__(self):
        shown = [repr(arg) for arg in self._get_args()]
        odd = {}
        for name, value in self._get_kwargs():
            if name.isidentifier():
                shown.append('%s=%r' % (name, value))
            else:
                odd[name] = value
        if odd:
            shown.append('**%r' % (odd,))
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


def _copy_items(items):
    if items is None:
        return []
    if type(items) is list:
        return items[:]
    import copy
    return copy.copy(items)


# ---------------------------------------------------------------------------
# Help formatting
# ---------------------------------------------------------------------------

class HelpFormatter(object):
    """Builds usage and help text.  Parsers call start_section, add_text,
    add_usage, add_argument(s) and end_section, then format_help, which
    renders everything at once: the help column depends on the widest
    argument of the whole message."""

    class _Section(object):
        def __init__(self, formatter, parent, heading=None):
            self.formatter = formatter
            self.parent = parent
            self.heading = heading
            self.items = []

        def format_help(self):
            fmt = self.formatter
            if self.parent is not None:
                fmt._indent()
            body = fmt._join_parts([func(*args) for func, args in self.items])
            if self.parent is not None:
                fmt._dedent()
            if not body:
                return ''
            heading = ''
            if self.heading is not None and self.heading is not SUPPRESS:
                heading = ' ' * fmt._current_indent + '%s:\n' % (self.heading,)
            return fmt._join_parts(['\n', heading, body, '\n'])

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = _terminal_columns() - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position,
                                      max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._level = 0
        self._action_max_length = 0
        self._root_section = self._Section(self, None)
        self._current_section = self._root_section

    def _indent(self):
        self._current_indent += self._indent_increment
        self._level += 1

    def _dedent(self):
        self._current_indent -= self._indent_increment
        assert self._current_indent >= 0, 'Indent decreased below 0.'
        self._level -= 1

    def _add_item(self, func, args):
        self._current_section.items.append((func, args))

    # -- building the message --

    def start_section(self, heading):
        self._indent()
        section = self._Section(self, self._current_section, heading)
        self._add_item(section.format_help, [])
        self._current_section = section

    def end_section(self):
        self._current_section = self._current_section.parent
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._add_item(self._format_text, [text])

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._add_item(self._format_usage, (usage, actions, groups, prefix))

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        invocations = [self._format_action_invocation(action)]
        for sub in self._iter_indented_subactions(action):
            invocations.append(self._format_action_invocation(sub))
        longest = max(len(s) for s in invocations) + self._current_indent
        if longest > self._action_max_length:
            self._action_max_length = longest
        self._add_item(self._format_action, [action])

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    # -- rendering --

    def format_help(self):
        import re
        text = self._root_section.format_help()
        if text:
            text = re.sub(r'\n\n\n+', '\n\n', text)
            text = text.strip('\n') + '\n'
        return text

    def _join_parts(self, part_strings):
        return ''.join([p for p in part_strings if p and p is not SUPPRESS])

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = 'usage: '
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = '%(prog)s' % dict(prog=self._prog)
        else:
            prog = '%(prog)s' % dict(prog=self._prog)
            optionals = [a for a in actions if a.option_strings]
            positionals = [a for a in actions if not a.option_strings]
            action_usage = self._format_actions_usage(optionals + positionals, groups)
            usage = ' '.join([s for s in (prog, action_usage) if s])
            text_width = self._width - self._current_indent
            if len(prefix) + len(usage) > text_width:
                usage = '\n'.join(self._wrap_usage(prefix, prog, optionals, positionals,
                                                   groups, text_width))
        return '%s%s\n\n' % (prefix, usage)

    def _wrap_usage(self, prefix, prog, optionals, positionals, groups, text_width):
        import re
        # a bracketed or parenthesised group stays whole; anything else breaks at spaces
        part_re = r'\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+'
        opt_text = self._format_actions_usage(optionals, groups)
        pos_text = self._format_actions_usage(positionals, groups)
        opt_parts = re.findall(part_re, opt_text)
        pos_parts = re.findall(part_re, pos_text)
        assert ' '.join(opt_parts) == opt_text
        assert ' '.join(pos_parts) == pos_text

        def fill(parts, indent, first_prefix=None):
            lines = []
            line = []
            used = len(first_prefix if first_prefix is not None else indent) - 1
            for part in parts:
                if line and used + 1 + len(part) > text_width:
                    lines.append(indent + ' '.join(line))
                    line = []
                    used = len(indent) - 1
                line.append(part)
                used += len(part) + 1
            if line:
                lines.append(indent + ' '.join(line))
            if first_prefix is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if len(prefix) + len(prog) <= 0.75 * text_width:
            # the arguments continue beside the program name
            indent = ' ' * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = fill([prog] + opt_parts, indent, prefix)
                lines.extend(fill(pos_parts, indent))
            elif pos_parts:
                lines = fill([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
        else:
            # a long program name gets a line of its own
            indent = ' ' * len(prefix)
            lines = fill(opt_parts + pos_parts, indent)
            if len(lines) > 1:
                lines = fill(opt_parts, indent) + fill(pos_parts, indent)
            lines = [prog] + lines
        return lines

    def _format_actions_usage(self, actions, groups):
        import re
        grouped = set()
        marks = {}          # index in actions -> text put before that action

        def mark(i, text):
            marks[i] = marks[i] + ' ' + text if i in marks else text

        for group in groups:
            members = group._group_actions
            if not members:
                raise ValueError(f'empty group {group}')
            try:
                start = actions.index(members[0])
            except ValueError:
                continue
            end = start + len(members)
            if actions[start:end] != members:
                continue
            shown = 0
            for a in members:
                grouped.add(a)
                if a.help is not SUPPRESS:
                    shown += 1
            if not group.required:
                mark(start, '[')
                mark(end, ']')
            elif shown > 1:
                mark(start, '(')
                mark(end, ')')
            for i in range(start + 1, end):
                marks[i] = '|'

        parts = []
        for i, action in enumerate(actions):
            if action.help is SUPPRESS:
                parts.append(None)
                if marks.get(i) == '|':
                    del marks[i]
                elif marks.get(i + 1) == '|':
                    del marks[i + 1]
            elif not action.option_strings:
                part = self._format_args(action, self._get_default_metavar_for_positional(action))
                if action in grouped and part[0] == '[' and part[-1] == ']':
                    part = part[1:-1]
                parts.append(part)
            else:
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    metavar = self._get_default_metavar_for_optional(action)
                    part = '%s %s' % (action.option_strings[0], self._format_args(action, metavar))
                if not action.required and action not in grouped:
                    part = '[%s]' % part
                parts.append(part)
        for i in sorted(marks, reverse=True):
            parts[i:i] = [marks[i]]

        text = ' '.join([p for p in parts if p is not None])
        text = re.sub(r'([\[(]) ', r'\1', text)
        text = re.sub(r' ([\])])', r'\1', text)
        text = re.sub(r'[\[(] *[\])]', '', text)
        return text.strip()

    def _format_text(self, text):
        if '%(prog)' in text:
            text = text % dict(prog=self._prog)
        width = max(self._width - self._current_indent, 11)
        return self._fill_text(text, width, ' ' * self._current_indent) + '\n\n'

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        header = self._format_action_invocation(action)
        lead = ' ' * self._current_indent
        first_indent = 0
        if not action.help:
            header = lead + header + '\n'
        elif len(header) <= action_width:
            header = lead + header.ljust(action_width) + '  '
        else:
            header = lead + header + '\n'
            first_indent = help_position
        parts = [header]
        if action.help and action.help.strip():
            help_text = self._expand_help(action)
            if help_text:
                lines = self._split_lines(help_text, help_width)
                parts.append(' ' * first_indent + lines[0] + '\n')
                for line in lines[1:]:
                    parts.append(' ' * help_position + line + '\n')
        elif not header.endswith('\n'):
            parts.append('\n')
        for sub in self._iter_indented_subactions(action):
            parts.append(self._format_action(sub))
        return self._join_parts(parts)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            metavar, = self._metavar_formatter(action, self._get_default_metavar_for_positional(action))(1)
            return metavar
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        args = self._format_args(action, self._get_default_metavar_for_optional(action))
        return ', '.join(['%s %s' % (s, args) for s in action.option_strings])

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = '{%s}' % ','.join([str(c) for c in action.choices])
        else:
            result = default_metavar

        def format(tuple_size):
            if isinstance(result, tuple):
                return result
            return (result,) * tuple_size
        return format

    def _format_args(self, action, default_metavar):
        get_metavar = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return '%s' % get_metavar(1)
        if nargs == OPTIONAL:
            return '[%s]' % get_metavar(1)
        if nargs == ZERO_OR_MORE:
            metavar = get_metavar(1)
            if len(metavar) == 2:
                return '[%s [%s ...]]' % metavar
            return '[%s ...]' % metavar
        if nargs == ONE_OR_MORE:
            return '%s [%s ...]' % get_metavar(2)
        if nargs == REMAINDER:
            return '...'
        if nargs == PARSER:
            return '%s ...' % get_metavar(1)
        if nargs == SUPPRESS:
            return ''
        try:
            formats = ['%s' for _ in range(nargs)]
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return ' '.join(formats) % get_metavar(nargs)

    def _expand_help(self, action):
        params = dict(vars(action), prog=self._prog)
        for name in list(params):
            value = params[name]
            if value is SUPPRESS:
                del params[name]
            elif hasattr(value, '__name__'):
                params[name] = value.__name__
        if params.get('choices') is not None:
            params['choices'] = ', '.join([str(c) for c in params['choices']])
        return self._get_help_string(action) % params

    def _iter_indented_subactions(self, action):
        get_subactions = getattr(action, '_get_subactions', None)
        if get_subactions is not None:
            self._indent()
            yield from get_subactions()
            self._dedent()

    def _split_lines(self, text, width):
        import re
        import textwrap
        text = re.sub(r'\s+', ' ', text, flags=re.ASCII).strip()
        return textwrap.wrap(text, width)

    def _fill_text(self, text, width, indent):
        import re
        import textwrap
        text = re.sub(r'\s+', ' ', text, flags=re.ASCII).strip()
        return textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the description and epilog as written (only indented)."""

    def _fill_text(self, text, width, indent):
        return ''.join([indent + line for line in text.splitlines(keepends=True)])


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps every help text as written, argument help included."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Adds ' (default: ...)' to the help of options and of positionals
    that may be left out."""

    def _get_help_string(self, action):
        help = action.help
        if help is None:
            help = ''
        if '%(default)' not in help and action.default is not SUPPRESS:
            if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
                help += ' (default: %(default)s)'
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    """Names arguments after their type (int, float, ...) instead of their dest."""

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------

def _get_action_name(argument):
    if argument is None:
        return None
    if argument.option_strings:
        return '/'.join(argument.option_strings)
    if argument.metavar not in (None, SUPPRESS):
        return argument.metavar
    if argument.dest not in (None, SUPPRESS):
        return argument.dest
    if argument.choices:
        return '{' + ','.join(argument.choices) + '}'
    return None


class ArgumentError(Exception):
    """An error in defining or using an argument; str() names the argument."""

    def __init__(self, argument, message):
        self.argument_name = _get_action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return '%s' % (self.message,)
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """Raised by a type= function to reject a string with its own message."""


# ---------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------

class Action(_AttributeHolder):
    """What to do with an argument: its option strings (none for a
    positional), where it is stored (dest), how many strings it takes
    (nargs), its conversion (type), allowed values (choices), and help.
    Subclasses define __call__(parser, namespace, values, option_string)."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def _get_kwargs(self):
        names = ('option_strings', 'dest', 'nargs', 'const', 'default', 'type',
                 'choices', 'required', 'help', 'metavar')
        return [(name, getattr(self, name)) for name in names]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


class BooleanOptionalAction(Action):
    """--flag stores True, and the --no-flag it adds stores False."""

    def __init__(self, option_strings, dest, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        strings = []
        for s in option_strings:
            strings.append(s)
            if s.startswith('--'):
                strings.append('--no-' + s[2:])
        super().__init__(option_strings=strings, dest=dest, nargs=0, default=default,
                         type=type, choices=choices, required=required, help=help,
                         metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


def _check_store_nargs(nargs, const, what):
    if nargs == 0:
        raise ValueError(what)
    if const is not None and nargs != OPTIONAL:
        raise ValueError('nargs must be %r to supply const' % OPTIONAL)


class _StoreAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        _check_store_nargs(nargs, const,
                           'nargs for store actions must be != 0; if you have nothing '
                           'to store, actions such as store true or store const may be '
                           'more appropriate')
        super().__init__(option_strings=option_strings, dest=dest, nargs=nargs, const=const,
                         default=default, type=type, choices=choices, required=required,
                         help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, const=const,
                         default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=True,
                         default=default, required=required, help=help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=False,
                         default=default, required=required, help=help)


class _AppendAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None):
        _check_store_nargs(nargs, const,
                           'nargs for append actions must be != 0; if arg strings are '
                           'not supplying the value to append, the append const action '
                           'may be more appropriate')
        super().__init__(option_strings=option_strings, dest=dest, nargs=nargs, const=const,
                         default=default, type=type, choices=choices, required=required,
                         help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, const=const,
                         default=default, required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, (0 if count is None else count) + 1)


class _HelpAction(Action):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        super().__init__(option_strings=option_strings, dest=dest, default=default,
                         nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):
    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings=option_strings, dest=dest, default=default,
                         nargs=0, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        version = self.version
        if version is None:
            version = parser.version
        formatter = parser._get_formatter()
        formatter.add_text(version)
        parser._print_message(formatter.format_help(), _sys.stdout)
        parser.exit()


class _SubParsersAction(Action):
    """The positional that picks a sub-command; the parser it names parses
    the rest of the command line into the same namespace."""

    class _ChoicesPseudoAction(Action):
        def __init__(self, name, aliases, help):
            metavar = name
            if aliases:
                metavar += ' (%s)' % ', '.join(aliases)
            super().__init__(option_strings=[], dest=name, help=help, metavar=metavar)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, required=False,
                 help=None, metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        super().__init__(option_strings=option_strings, dest=dest, nargs=PARSER,
                         choices=self._name_parser_map, required=required, help=help,
                         metavar=metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get('prog') is None:
            kwargs['prog'] = '%s %s' % (self._prog_prefix, name)
        aliases = kwargs.pop('aliases', ())
        if name in self._name_parser_map:
            raise ArgumentError(self, 'conflicting subparser: %s' % name)
        for alias in aliases:
            if alias in self._name_parser_map:
                raise ArgumentError(self, 'conflicting subparser alias: %s' % alias)
        if 'help' in kwargs:
            self._choices_actions.append(
                self._ChoicesPseudoAction(name, aliases, kwargs.pop('help')))
        parser = self._parser_class(**kwargs)
        self._name_parser_map[name] = parser
        for alias in aliases:
            self._name_parser_map[alias] = parser
        return parser

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        name = values[0]
        rest = values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, name)
        try:
            sub = self._name_parser_map[name]
        except KeyError:
            raise ArgumentError(self, 'unknown parser %r (choices: %s)'
                                % (name, ', '.join(self._name_parser_map)))
        subnamespace, rest = sub.parse_known_args(rest, None)
        for key, value in vars(subnamespace).items():
            setattr(namespace, key, value)
        if rest:
            vars(namespace).setdefault(_UNRECOGNIZED_ARGS_ATTR, [])
            getattr(namespace, _UNRECOGNIZED_ARGS_ATTR).extend(rest)


class _ExtendAction(_AppendAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


class FileType(object):
    """A type= that opens the named file ('-' is standard input or output)."""

    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        self._mode = mode
        self._bufsize = bufsize
        self._encoding = encoding
        self._errors = errors

    def __call__(self, string):
        if string == '-':
            if 'r' in self._mode:
                return _sys.stdin.buffer if 'b' in self._mode else _sys.stdin
            if any(c in self._mode for c in 'wax'):
                return _sys.stdout.buffer if 'b' in self._mode else _sys.stdout
            raise ValueError('argument "-" with mode %r' % self._mode)
        try:
            return open(string, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as e:
            raise ArgumentTypeError("can't open '%s': %s" % (string, e))

    def __repr__(self):
        shown = [repr(a) for a in (self._mode, self._bufsize) if a != -1]
        for name, value in (('encoding', self._encoding), ('errors', self._errors)):
            if value is not None:
                shown.append('%s=%r' % (name, value))
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))


class Namespace(_AttributeHolder):
    """A plain object holding the parsed values as attributes."""

    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


# ---------------------------------------------------------------------------
# Containers of actions: parsers and groups
# ---------------------------------------------------------------------------

_NEGATIVE_NUMBER = r'^-\d+$|^-\d*\.\d+$'

_ACTION_CLASSES = (
    (None, _StoreAction), ('store', _StoreAction), ('store_const', _StoreConstAction),
    ('store_true', _StoreTrueAction), ('store_false', _StoreFalseAction),
    ('append', _AppendAction), ('append_const', _AppendConstAction),
    ('count', _CountAction), ('help', _HelpAction), ('version', _VersionAction),
    ('parsers', _SubParsersAction), ('extend', _ExtendAction),
)


def _is_negative_number(s):
    import re
    return re.match(_NEGATIVE_NUMBER, s) is not None


class _ActionsContainer(object):

    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        super().__init__()
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._registries = {}
        for name, cls in _ACTION_CLASSES:
            self.register('action', name, cls)
        self._get_handler()
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        """add_argument(dest, ..., name=value, ...) or
        add_argument(option_string, option_string, ..., name=value, ...)"""
        if not args or len(args) == 1 and args[0][0] not in self.prefix_chars:
            if args and 'dest' in kwargs:
                raise ValueError('dest supplied twice for positional argument')
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        if 'default' not in kwargs:
            dest = kwargs['dest']
            if dest in self._defaults:
                kwargs['default'] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs['default'] = self.argument_default
        action_class = self._pop_action_class(kwargs)
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)
        type_func = self._registry_get('type', action.type, action.type)
        if not callable(type_func):
            raise ValueError('%r is not callable' % (type_func,))
        if type_func is FileType:
            raise ValueError('%r is a FileType class object, instance of it must be passed'
                             % (type_func,))
        if hasattr(self, '_get_formatter'):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError('length of metavar tuple does not match nargs')
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for s in action.option_strings:
            self._option_string_actions[s] = action
        for s in action.option_strings:
            if _is_negative_number(s) and not self._has_negative_number_optionals:
                self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        by_title = {}
        for group in self._action_groups:
            if group.title in by_title:
                raise ValueError('cannot merge actions - two groups are named %r' % (group.title))
            by_title[group.title] = group
        target = {}
        for group in container._action_groups:
            if group.title not in by_title:
                by_title[group.title] = self.add_argument_group(
                    title=group.title, description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                target[action] = by_title[group.title]
        for group in container._mutually_exclusive_groups:
            mutex = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                target[action] = mutex
        for action in container._actions:
            target.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        nargs = kwargs.get('nargs')
        if nargs not in (OPTIONAL, ZERO_OR_MORE):
            kwargs['required'] = True
        if nargs == ZERO_OR_MORE and 'default' not in kwargs:
            kwargs['required'] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        option_strings = []
        long_strings = []
        for s in args:
            if not s[0] in self.prefix_chars:
                raise ValueError('invalid option string %r: must start with a character %r'
                                 % (s, self.prefix_chars))
            option_strings.append(s)
            if len(s) > 1 and s[1] in self.prefix_chars:
                long_strings.append(s)
        dest = kwargs.pop('dest', None)
        if dest is None:
            source = long_strings[0] if long_strings else option_strings[0]
            dest = source.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError('dest= is required for options like %r' % (s,))
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=option_strings)

    def _pop_action_class(self, kwargs, default=None):
        action = kwargs.pop('action', default)
        return self._registry_get('action', action, action)

    def _get_handler(self):
        handler = getattr(self, '_handle_conflict_%s' % self.conflict_handler, None)
        if handler is None:
            raise ValueError('invalid conflict_resolution value: %r' % self.conflict_handler)
        return handler

    def _check_conflict(self, action):
        clashes = [(s, self._option_string_actions[s]) for s in action.option_strings
                   if s in self._option_string_actions]
        if clashes:
            self._get_handler()(action, clashes)

    def _handle_conflict_error(self, action, conflicting_actions):
        message = _plural(len(conflicting_actions), 'conflicting option string: %s',
                          'conflicting option strings: %s')
        raise ArgumentError(action, message % ', '.join([s for s, a in conflicting_actions]))

    def _handle_conflict_resolve(self, action, conflicting_actions):
        for s, old in conflicting_actions:
            old.option_strings.remove(s)
            self._option_string_actions.pop(s, None)
            if not old.option_strings:
                old.container._remove_action(old)


class _ArgumentGroup(_ActionsContainer):
    """A titled section of the help; its actions belong to the parser."""

    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault('conflict_handler', container.conflict_handler)
        kwargs.setdefault('prefix_chars', container.prefix_chars)
        kwargs.setdefault('argument_default', container.argument_default)
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        # the tables are the container's own, shared
        self._registries = container._registries
        self._actions = container._actions
        self._option_string_actions = container._option_string_actions
        self._defaults = container._defaults
        self._has_negative_number_optionals = container._has_negative_number_optionals
        self._mutually_exclusive_groups = container._mutually_exclusive_groups

    def _add_action(self, action):
        action = super()._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        super()._remove_action(action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    """Options of which at most one (with required=True: exactly one) may be given."""

    def __init__(self, container, required=False):
        super().__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError('mutually exclusive arguments must be optional')
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)


def _identity(string):
    return string


def _nargs_pattern(action):
    """The regular expression, over the letters A, O and -, of the strings
    one action takes (one group)."""
    nargs = action.nargs
    if nargs is None:
        pattern = '(-*A-*)'
    elif nargs == OPTIONAL:
        pattern = '(-*A?-*)'
    elif nargs == ZERO_OR_MORE:
        pattern = '(-*[A-]*)'
    elif nargs == ONE_OR_MORE:
        pattern = '(-*A[A-]*)'
    elif nargs == REMAINDER:
        pattern = '([-AO]*)'
    elif nargs == PARSER:
        pattern = '(-*A[-AO]*)'
    elif nargs == SUPPRESS:
        pattern = '(-*-*)'
    else:
        pattern = '(-*%s-*)' % '-*'.join('A' * nargs)
    if action.option_strings:
        # an option's values never include '--'
        pattern = pattern.replace('-*', '').replace('-', '')
    return pattern


class ArgumentParser(_AttributeHolder, _ActionsContainer):
    """Parses command-line strings into a Namespace, and writes help,
    usage and error messages."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars='-', fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler='error', add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        super().__init__(description=description, prefix_chars=prefix_chars,
                         argument_default=argument_default, conflict_handler=conflict_handler)
        if prog is None:
            import os
            prog = os.path.basename(_sys.argv[0])
        self.prog = prog
        self.usage = usage
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._positionals = self.add_argument_group('positional arguments')
        self._optionals = self.add_argument_group('options')
        self._subparsers = None
        self.register('type', None, _identity)
        prefix = '-' if '-' in prefix_chars else prefix_chars[0]
        if self.add_help:
            self.add_argument(prefix + 'h', prefix * 2 + 'help', action='help',
                              default=SUPPRESS, help='show this help message and exit')
        for parent in parents:
            self._add_container_actions(parent)
            defaults = getattr(parent, '_defaults', None)
            if defaults is not None:
                self._defaults.update(defaults)

    def _get_kwargs(self):
        names = ('prog', 'usage', 'description', 'formatter_class', 'conflict_handler',
                 'add_help')
        return [(name, getattr(self, name)) for name in names]

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error('cannot have multiple subparser arguments')
        kwargs.setdefault('parser_class', type(self))
        if 'title' in kwargs or 'description' in kwargs:
            title = kwargs.pop('title', 'subcommands')
            description = kwargs.pop('description', None)
            self._subparsers = self.add_argument_group(title, description)
        else:
            self._subparsers = self._positionals
        if kwargs.get('prog') is None:
            # the sub-parsers' prog: this one's usage up to the positionals
            formatter = self._get_formatter()
            formatter.add_usage(self.usage, self._get_positional_actions(),
                                self._mutually_exclusive_groups, '')
            kwargs['prog'] = formatter.format_help().strip()
        parsers_class = self._pop_action_class(kwargs, 'parsers')
        action = parsers_class(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _get_positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # -- parsing --

    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error('unrecognized arguments: %s' % ' '.join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        args = _sys.argv[1:] if args is None else list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest):
                if action.default is not SUPPRESS:
                    setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            args.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, args

    def _parse_known_args(self, arg_strings, namespace):
        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)

        conflicts = {}
        for group in self._mutually_exclusive_groups:
            members = group._group_actions
            for i, action in enumerate(members):
                conflicts.setdefault(action, []).extend(members[:i] + members[i + 1:])

        # classify every string: O (an option), A (a value), - (the first '--')
        option_at = {}
        letters = []
        n = len(arg_strings)
        for i in range(n):
            s = arg_strings[i]
            if s == '--':
                letters.append('-')
                letters.append('A' * (n - i - 1))
                break
            found = self._parse_optional(s)
            if found is None:
                letters.append('A')
            else:
                option_at[i] = found
                letters.append('O')
        pattern = ''.join(letters)

        seen = set()
        seen_non_default = set()
        extras = []
        positionals = self._get_positional_actions()

        def take_action(action, strings, option_string=None):
            seen.add(action)
            values = self._get_values(action, strings)
            if values is not action.default:
                seen_non_default.add(action)
                for other in conflicts.get(action, ()):
                    if other in seen_non_default:
                        raise ArgumentError(action, 'not allowed with argument %s'
                                            % _get_action_name(other))
            if values is not SUPPRESS:
                action(self, namespace, values, option_string)

        def consume_optional(start):
            action, option_string, explicit_arg = option_at[start]
            chars = self.prefix_chars
            calls = []
            while True:
                if action is None:
                    extras.append(arg_strings[start])
                    return start + 1
                if explicit_arg is None:
                    first = start + 1
                    stop = first + self._match_argument(action, pattern[first:])
                    calls.append((action, arg_strings[first:stop], option_string))
                    break
                count = self._match_argument(action, 'A')
                if count == 0 and option_string[1] not in chars and explicit_arg != '':
                    # '-xyz': -x takes nothing, so 'yz' is more single-letter options
                    calls.append((action, [], option_string))
                    option_string = option_string[0] + explicit_arg[0]
                    if option_string not in self._option_string_actions:
                        raise ArgumentError(action, 'ignored explicit argument %r'
                                            % explicit_arg)
                    action = self._option_string_actions[option_string]
                    explicit_arg = explicit_arg[1:] or None
                elif count == 1:
                    stop = start + 1
                    calls.append((action, [explicit_arg], option_string))
                    break
                else:
                    raise ArgumentError(action, 'ignored explicit argument %r' % explicit_arg)
            for action, strings, option_string in calls:
                take_action(action, strings, option_string)
            return stop

        def consume_positionals(start):
            counts = self._match_arguments_partial(positionals, pattern[start:])
            for action, count in zip(positionals, counts):
                strings = arg_strings[start:start + count]
                start += count
                take_action(action, strings)
            del positionals[:len(counts)]
            return start

        index = 0
        last_option = max(option_at) if option_at else -1
        while index <= last_option:
            next_option = min([i for i in option_at if i >= index])
            if index != next_option:
                end = consume_positionals(index)
                if end > index:
                    index = end
                    continue
                index = end
            if index not in option_at:
                extras.extend(arg_strings[index:next_option])
                index = next_option
            index = consume_optional(index)
        stop = consume_positionals(index)
        extras.extend(arg_strings[stop:])

        missing = []
        for action in self._actions:
            if action in seen:
                continue
            if action.required:
                missing.append(_get_action_name(action))
            elif (action.default is not None and isinstance(action.default, str)
                  and hasattr(namespace, action.dest)
                  and action.default is getattr(namespace, action.dest)):
                # a string default goes through type= like a command-line value
                setattr(namespace, action.dest, self._get_value(action, action.default))
        if missing:
            self.error('the following arguments are required: %s' % ', '.join(missing))
        for group in self._mutually_exclusive_groups:
            if group.required and not any(a in seen_non_default for a in group._group_actions):
                names = [_get_action_name(a) for a in group._group_actions
                         if a.help is not SUPPRESS]
                self.error('one of the arguments %s is required' % ' '.join(names))
        return namespace, extras

    def _read_args_from_files(self, arg_strings):
        result = []
        for s in arg_strings:
            if not s or s[0] not in self.fromfile_prefix_chars:
                result.append(s)
                continue
            try:
                with open(s[1:]) as f:
                    found = []
                    for line in f.read().splitlines():
                        found.extend(self.convert_arg_line_to_args(line))
                    result.extend(self._read_args_from_files(found))
            except OSError as err:
                self.error(str(err))
        return result

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def _match_argument(self, action, arg_strings_pattern):
        import re
        match = re.match(_nargs_pattern(action), arg_strings_pattern)
        if match is None:
            nargs = action.nargs
            if nargs is None:
                msg = 'expected one argument'
            elif nargs == OPTIONAL:
                msg = 'expected at most one argument'
            elif nargs == ONE_OR_MORE:
                msg = 'expected at least one argument'
            else:
                msg = _plural(nargs, 'expected %s argument', 'expected %s arguments') % nargs
            raise ArgumentError(action, msg)
        return len(match.group(1))

    def _match_arguments_partial(self, actions, arg_strings_pattern):
        import re
        for i in range(len(actions), 0, -1):
            pattern = ''.join([_nargs_pattern(a) for a in actions[:i]])
            match = re.match(pattern, arg_strings_pattern)
            if match is not None:
                return [len(g) for g in match.groups()]
        return []

    def _parse_optional(self, arg_string):
        """(action or None, option string, explicit argument or None) for a
        string that looks like an option; None for a value."""
        if not arg_string or arg_string[0] not in self.prefix_chars:
            return None
        if arg_string in self._option_string_actions:
            return self._option_string_actions[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if '=' in arg_string:
            option_string, explicit_arg = arg_string.split('=', 1)
            if option_string in self._option_string_actions:
                return self._option_string_actions[option_string], option_string, explicit_arg
        candidates = self._get_option_tuples(arg_string)
        if len(candidates) > 1:
            self.error('ambiguous option: %s could match %s'
                       % (arg_string, ', '.join([c[1] for c in candidates])))
        if len(candidates) == 1:
            return candidates[0]
        if _is_negative_number(arg_string) and not self._has_negative_number_optionals:
            return None
        if ' ' in arg_string:
            return None
        return None, arg_string, None

    def _get_option_tuples(self, option_string):
        chars = self.prefix_chars
        table = self._option_string_actions
        result = []
        if option_string[0] in chars and option_string[1] in chars:
            if self.allow_abbrev:
                if '=' in option_string:
                    prefix, explicit_arg = option_string.split('=', 1)
                else:
                    prefix, explicit_arg = option_string, None
                for s in table:
                    if s.startswith(prefix):
                        result.append((table[s], s, explicit_arg))
        elif option_string[0] in chars:
            short = option_string[:2]
            short_arg = option_string[2:]
            for s in table:
                if s == short:
                    result.append((table[s], s, short_arg))
                elif s.startswith(option_string):
                    result.append((table[s], s, None))
        else:
            self.error('unexpected option string: %s' % option_string)
        return result

    def parse_intermixed_args(self, args=None, namespace=None):
        args, argv = self.parse_known_intermixed_args(args, namespace)
        if argv:
            self.error('unrecognized arguments: %s' % ' '.join(argv))
        return args

    def parse_known_intermixed_args(self, args=None, namespace=None):
        # first every option (positionals switched off), then the positionals
        # from what is left (options no longer required)
        positionals = self._get_positional_actions()
        bad = [a for a in positionals if a.nargs in (PARSER, REMAINDER)]
        if bad:
            raise TypeError('parse_intermixed_args: positional arg with nargs=%s' % bad[0].nargs)
        for group in self._mutually_exclusive_groups:
            for a in group._group_actions:
                if a in positionals:
                    raise TypeError('parse_intermixed_args: positional in'
                                    ' mutuallyExclusiveGroup')
        saved_usage = self.usage
        try:
            if self.usage is None:
                self.usage = self.format_usage()[7:]
            saved = [(a, a.nargs, a.default) for a in positionals]
            try:
                for a in positionals:
                    a.nargs = SUPPRESS
                    a.default = SUPPRESS
                namespace, remaining = self.parse_known_args(args, namespace)
                for a in positionals:
                    if hasattr(namespace, a.dest) and getattr(namespace, a.dest) == []:
                        delattr(namespace, a.dest)
            finally:
                for a, nargs, default in saved:
                    a.nargs = nargs
                    a.default = default
            optionals = self._get_optional_actions()
            saved_req = [(a, a.required) for a in optionals]
            saved_groups = [(g, g.required) for g in self._mutually_exclusive_groups]
            try:
                for a in optionals:
                    a.required = False
                for g in self._mutually_exclusive_groups:
                    g.required = False
                namespace, extras = self.parse_known_args(remaining, namespace)
            finally:
                for a, req in saved_req:
                    a.required = req
                for g, req in saved_groups:
                    g.required = req
        finally:
            self.usage = saved_usage
        return namespace, extras

    def _get_values(self, action, arg_strings):
        nargs = action.nargs
        if nargs not in (PARSER, REMAINDER) and '--' in arg_strings:
            arg_strings.remove('--')
        if not arg_strings and nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif not arg_strings and nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else arg_strings
            self._check_value(action, value)
        elif len(arg_strings) == 1 and nargs in (None, OPTIONAL):
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
        elif nargs == REMAINDER:
            value = [self._get_value(action, v) for v in arg_strings]
        elif nargs == PARSER:
            value = [self._get_value(action, v) for v in arg_strings]
            self._check_value(action, value[0])
        elif nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in arg_strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, arg_string):
        type_func = self._registry_get('type', action.type, action.type)
        if not callable(type_func):
            raise ArgumentError(action, '%r is not callable' % (type_func,))
        try:
            return type_func(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, 'invalid %s value: %r' % (name, arg_string))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            raise ArgumentError(action, 'invalid choice: %r (choose from %s)'
                                % (value, ', '.join(map(repr, action.choices))))

    # -- help and exiting --

    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_text(group.description)
            formatter.add_arguments(group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def print_usage(self, file=None):
        self._print_message(self.format_usage(), file if file is not None else _sys.stdout)

    def print_help(self, file=None):
        self._print_message(self.format_help(), file if file is not None else _sys.stdout)

    def _print_message(self, message, file=None):
        if message:
            file = file or _sys.stderr
            try:
                file.write(message)
            except (AttributeError, OSError):
                pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """Print the usage and 'PROG: error: MESSAGE' to stderr, and exit with status 2."""
        self.print_usage(_sys.stderr)
        self.exit(2, '%s: error: %s\n' % (self.prog, message))
