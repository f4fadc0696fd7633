"""A text-statistics tool: read a text from standard input and report its
words, sentences and line lengths, the commonest words, and a wrapped
summary.

    fpy examples/text_stats.py [TOP] < text.txt

TOP is how many of the commonest words to list (default 10).
"""
import re
import statistics
import sys
import textwrap
from collections import Counter

WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")
SENTENCE_END = re.compile(r'[.!?]+(?=\s|$)')
STOP = set('the a an and or of to in is it that for on as with was were be by this at from are but not'.split())


def main():
    top = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    lines = sys.stdin.readlines()
    text = ''.join(lines)
    words = [w.lower() for w in WORD.findall(text)]
    if not words:
        print('no words')
        return
    counts = Counter(w for w in words if w not in STOP)
    lengths = [len(line.rstrip('\n')) for line in lines if line.strip()]
    word_lengths = [len(w) for w in words]
    sentences = len(SENTENCE_END.findall(text)) or 1
    print('lines: %d (%d not blank)  words: %d  distinct: %d  sentences: %d' % (
        len(lines), len(lengths), len(words), len(set(words)), sentences))
    print('words per sentence: %.2f' % (len(words) / sentences))
    print('line length: mean %.2f  median %s  stdev %.2f  longest %d' % (
        statistics.mean(lengths), statistics.median(lengths), statistics.stdev(lengths), max(lengths)))
    print('word length: mean %.3f  mode %d  quartiles %s' % (
        statistics.fmean(word_lengths), statistics.mode(word_lengths),
        [round(q, 2) for q in statistics.quantiles(word_lengths, n=4)]))
    print('commonest words:')
    for w, n in sorted(counts.most_common(top), key=lambda t: (-t[1], t[0])):
        print('  %-14s %5d  %s' % (w, n, '#' * max(1, 40 * n // counts.most_common(1)[0][1])))
    longest = sorted(set(words), key=lambda w: (-len(w), w))[:5]
    summary = ('The text uses %d distinct words; the longest are %s. Its commonest word, %r, appears %d '
               'times, once every %.1f words.' % (len(set(words)), ', '.join(longest), counts.most_common(1)[0][0],
                                                  counts.most_common(1)[0][1],
                                                  len(words) / counts.most_common(1)[0][1]))
    print(textwrap.fill(summary, width=60, initial_indent='> ', subsequent_indent='> '))


main()
