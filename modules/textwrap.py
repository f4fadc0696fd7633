"""Text wrapping and filling (the textwrap module).

fpy has no `re`, so the text is cut into chunks by a small hand-written
scanner (_split) that follows the rules of CPython's chunking pattern:
a run of whitespace is a chunk; a word ends before whitespace or the end of
the text; with break_on_hyphens a word may also end after a hyphen that
sits between letters ("long-winded" gives "long-", "winded"), and a run of
two or more hyphens between words (an em-dash, "this--that") is a chunk of
its own.  The filling loop (_wrap_chunks) then works as CPython's does, so
the lines come out the same.
"""

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '


def _is_word(c):
    return c.isalnum() or c == '_'


def _is_letter(c):
    return _is_word(c) and not c.isdecimal()


def _is_word_punct(c):
    return _is_word(c) or c in '!"\'&.,?'


def _dashes_then_word(text, j):
    """True when text[j:] is two or more hyphens followed by a word character."""
    k = j
    n = len(text)
    while k < n and text[k] == '-':
        k += 1
    return k - j >= 2 and k < n and _is_word(text[k])


def _hyphen_break(text, j):
    """True when the hyphen at text[j] may end a word: letters before it
    (two letters, or letter-hyphen-letter) and a letter after it, perhaps
    with one more hyphen before a second letter."""
    if text[j] != '-':
        return False
    ok = (j >= 2 and _is_letter(text[j - 2]) and _is_letter(text[j - 1])) or \
         (j >= 3 and _is_letter(text[j - 3]) and text[j - 2] == '-' and _is_letter(text[j - 1]))
    if not ok:
        return False
    n = len(text)
    if j + 1 >= n or not _is_letter(text[j + 1]):
        return False
    if j + 2 < n and _is_letter(text[j + 2]):
        return True
    return j + 3 < n and text[j + 2] == '-' and _is_letter(text[j + 3])


def _split_hyphens(text):
    chunks = []
    n = len(text)
    i = 0
    while i < n:
        c = text[i]
        if c in _whitespace:
            j = i + 1
            while j < n and text[j] in _whitespace:
                j += 1
        elif i > 0 and _is_word_punct(text[i - 1]) and _dashes_then_word(text, i):
            j = i
            while text[j] == '-':
                j += 1
        else:
            j = i + 1
            while True:
                if j < n and _hyphen_break(text, j):
                    j += 1
                    break
                if j >= n or text[j] in _whitespace:
                    break
                if _is_word_punct(text[j - 1]) and _dashes_then_word(text, j):
                    break
                j += 1
        chunks.append(text[i:j])
        i = j
    return chunks


def _split_simple(text):
    chunks = []
    n = len(text)
    i = 0
    while i < n:
        space = text[i] in _whitespace
        j = i + 1
        while j < n and (text[j] in _whitespace) == space:
            j += 1
        chunks.append(text[i:j])
        i = j
    return chunks


def _sentence_end(chunk):
    """A chunk that ends a sentence: a lower-case letter, then '.', '!' or
    '?', then perhaps one quote."""
    if chunk and chunk[-1] in '"\'':
        chunk = chunk[:-1]
    return len(chunk) >= 2 and chunk[-1] in '.!?' and 'a' <= chunk[-2] <= 'z'


class TextWrapper:
    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            for c in _whitespace:
                if c != ' ':
                    text = text.replace(c, ' ')
        return text

    def _split(self, text):
        if self.break_on_hyphens:
            return _split_hyphens(text)
        return _split_simple(text)

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _sentence_end(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                n = len(chunks[-1])
                if cur_len + n > width:
                    break
                cur_line.append(chunks.pop())
                cur_len += n
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(len(c) for c in cur_line)
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if not cur_line:
                continue
            rest_blank = not chunks or (self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip())
            if self.max_lines is None or len(lines) + 1 < self.max_lines or (rest_blank and cur_len <= width):
                lines.append(indent + ''.join(cur_line))
                continue
            # The last line allowed: end it with the placeholder.
            while cur_line:
                if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                    cur_line.append(self.placeholder)
                    lines.append(indent + ''.join(cur_line))
                    break
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            else:
                if lines:
                    prev = lines[-1].rstrip()
                    if len(prev) + len(self.placeholder) <= self.width:
                        lines[-1] = prev + self.placeholder
                        break
                lines.append(indent + self.placeholder.lstrip())
            break
        return lines

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    def wrap(self, text):
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def _leading_blanks(line):
    i = 0
    while i < len(line) and line[i] in ' \t':
        i += 1
    return line[:i]


def dedent(text):
    lines = text.split('\n')
    margin = None
    for k, line in enumerate(lines):
        lead = _leading_blanks(line)
        if len(lead) == len(line):
            lines[k] = ''           # blank lines lose their spaces and tabs
            continue
        if margin is None or margin.startswith(lead):
            margin = lead
        elif not lead.startswith(margin):
            i = 0
            while margin[i] == lead[i]:
                i += 1
            margin = margin[:i]
    if margin:
        lines = [line[len(margin):] if line.startswith(margin) else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    out = []
    for line in text.splitlines(True):
        if (line.strip() if predicate is None else predicate(line)):
            out.append(prefix + line)
        else:
            out.append(line)
    return ''.join(out)
