package engine

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"

	"github.com/uridialect/uridialect/dialect"
)

// DefaultMaxLine is the longest batch input line accepted, in bytes,
// without its line end. A longer line gives an error line.
const DefaultMaxLine = 1 << 20

// A Batch resolves base<TAB>reference lines, one output line per input line,
// in order:
//
//	base<TAB>reference<TAB>result<TAB>error
//
// error is empty on success and result empty on failure. Input fields are
// taken as they are, except that a CR before the LF is dropped (CRLF line
// ends). Output fields escape the bytes that would break the format: a
// backslash as \\, TAB as \t, LF as \n and CR as \r, so no field ever holds
// a TAB or a line end. A line that is empty, has no TAB, has more than one
// TAB or is longer than MaxLine gives an error line; no line is dropped.
type Batch struct {
	Dialect dialect.Dialect
	MaxLine int // 0 means DefaultMaxLine
}

// Stats counts what a batch run did.
type Stats struct {
	Lines  int // input lines read
	Failed int // lines whose error field is not empty
}

// Run reads r to its end and writes one line to w for each line read. It
// returns an error only when reading or writing fails.
func (b *Batch) Run(r io.Reader, w io.Writer) (Stats, error) {
	var st Stats
	max := b.MaxLine
	if max <= 0 {
		max = DefaultMaxLine
	}
	lr := lineReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
	bw := bufio.NewWriterSize(w, 64<<10)
	var (
		lastBase   string
		parsedBase dialect.Reference
		baseErr    error
	)
	for {
		line, tooLong, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			bw.Flush()
			return st, err
		}
		st.Lines++
		base, ref, result, lineErr := "", "", "", ""
		switch {
		case tooLong > 0:
			base = string(line)
			lineErr = fmt.Sprintf("line %d: %d bytes, longer than the limit of %d", st.Lines, tooLong, max)
		default:
			var msg string
			base, ref, msg = splitLine(line)
			if msg != "" {
				lineErr = fmt.Sprintf("line %d: %s", st.Lines, msg)
				break
			}
			if base != lastBase || st.Lines == 1 {
				lastBase = base
				parsedBase, baseErr = b.Dialect.Parse(base)
			}
			res, err := resolveParsed(b.Dialect, parsedBase, baseErr, ref)
			if err != nil {
				lineErr = err.Error()
			} else {
				result = res
			}
		}
		if lineErr != "" {
			st.Failed++
		}
		writeField(bw, base)
		bw.WriteByte('\t')
		writeField(bw, ref)
		bw.WriteByte('\t')
		writeField(bw, result)
		bw.WriteByte('\t')
		writeField(bw, lineErr)
		if err := bw.WriteByte('\n'); err != nil {
			return st, err
		}
	}
	return st, bw.Flush()
}

func resolveParsed(d dialect.Dialect, base dialect.Reference, baseErr error, ref string) (string, error) {
	if baseErr != nil {
		return "", baseErr
	}
	r, err := dialect.ParseIn(d, base, ref)
	if err != nil {
		return "", err
	}
	res, err := d.Resolve(base, r)
	if err != nil {
		return "", err
	}
	return res.String(), nil
}

// splitLine splits a batch line into base and reference, or says what is
// wrong with it.
func splitLine(line []byte) (base, ref, problem string) {
	if len(line) == 0 {
		return "", "", "empty line: want base<TAB>reference"
	}
	tab := bytes.IndexByte(line, '\t')
	if tab < 0 {
		return string(line), "", "no TAB: want base<TAB>reference"
	}
	if extra := bytes.IndexByte(line[tab+1:], '\t'); extra >= 0 {
		return string(line[:tab]), string(line[tab+1:]),
			"second TAB at byte " + strconv.Itoa(tab+1+extra) + ": want exactly one TAB, between base and reference"
	}
	return string(line[:tab]), string(line[tab+1:]), ""
}

// writeField writes s with backslash, TAB, LF and CR escaped.
func writeField(w *bufio.Writer, s string) {
	start := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '\\':
			esc = `\\`
		case '\t':
			esc = `\t`
		case '\n':
			esc = `\n`
		case '\r':
			esc = `\r`
		default:
			continue
		}
		w.WriteString(s[start:i])
		w.WriteString(esc)
		start = i + 1
	}
	w.WriteString(s[start:])
}

// lineReader reads lines of any length up to max bytes, without their
// LF or CRLF end. A longer line is consumed whole and reported by its
// length, with its first max bytes.
type lineReader struct {
	r   *bufio.Reader
	max int
	buf []byte
}

func (lr *lineReader) next() (line []byte, tooLong int, err error) {
	lr.buf = lr.buf[:0]
	n := 0
	var prev, last byte // the last two bytes read
	for {
		chunk, err := lr.r.ReadSlice('\n')
		n += len(chunk)
		switch len(chunk) {
		case 0:
		case 1:
			prev, last = last, chunk[0]
		default:
			prev, last = chunk[len(chunk)-2], chunk[len(chunk)-1]
		}
		if room := lr.max + 1 - len(lr.buf); room > 0 {
			lr.buf = append(lr.buf, chunk[:min(len(chunk), room)]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF && n == 0 {
			return nil, 0, io.EOF
		}
		if err != nil && err != io.EOF {
			return nil, 0, err
		}
		break
	}
	size := n
	if last == '\n' {
		size--
		if size > 0 && prev == '\r' {
			size--
		}
	}
	if size > lr.max {
		return lr.buf[:lr.max], size, nil
	}
	return lr.buf[:size], 0, nil
}
