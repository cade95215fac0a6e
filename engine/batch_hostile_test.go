package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

// batchLine is what the batch must write for one input line.
type batchLine struct {
	base, ref string // the fields echoed, unescaped
	ok        bool   // whether the line is well formed (one TAB, within the limit)
}

// expectLines splits batch input as Batch.Run reads it: LF-terminated
// lines and a final unterminated one, a CR before each LF dropped, and
// says what each line's first two output fields must echo.
func expectLines(in []byte, max int) []batchLine {
	var out []batchLine
	for len(in) > 0 {
		line := in
		if i := bytes.IndexByte(in, '\n'); i >= 0 {
			line, in = in[:i], in[i+1:]
			line = bytes.TrimSuffix(line, []byte("\r"))
		} else {
			in = nil
		}
		var l batchLine
		switch tab := bytes.IndexByte(line, '\t'); {
		case len(line) > max:
			// nothing echoed: a part of a field would pass for the field
		case tab < 0:
			l.base = string(line)
		default:
			l.base, l.ref = string(line[:tab]), string(line[tab+1:])
			l.ok = !strings.Contains(l.ref, "\t")
		}
		out = append(out, l)
	}
	return out
}

var unescapeField = strings.NewReplacer(`\\`, `\`, `\t`, "\t", `\n`, "\n", `\r`, "\r")

// checkBatch runs in through a batch of d with MaxLine max and checks
// that no line is lost, reordered or malformed, that every well-formed line
// gives what ResolveString gives, and that the failure count is right;
// and that one worker (on the caller's goroutine) writes the same.
func checkBatch(t testing.TB, d dialect.Dialect, in []byte, max int) {
	t.Helper()
	var out, inline bytes.Buffer
	st, err := (&Batch{Dialect: d, MaxLine: max, Workers: 2}).Run(bytes.NewReader(in), &out)
	require.NoError(t, err)
	stInline, err := (&Batch{Dialect: d, MaxLine: max, Workers: 1}).Run(bytes.NewReader(in), &inline)
	require.NoError(t, err)
	require.Equal(t, out.String(), inline.String(), "one worker and two")
	require.Equal(t, st, stInline, "one worker and two")
	if max <= 0 {
		max = DefaultMaxLine
	}
	want := expectLines(in, max)
	got := out.String()
	if len(want) == 0 {
		require.Empty(t, got)
		require.Equal(t, Stats{}, st)
		return
	}
	require.True(t, strings.HasSuffix(got, "\n"), "output does not end with LF")
	lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	require.Len(t, lines, len(want), "one output line per input line")
	failed := 0
	for i, line := range lines {
		fields := strings.Split(line, "\t")
		require.Len(t, fields, 4, "line %d: %q", i+1, line)
		base, ref := unescapeField.Replace(fields[0]), unescapeField.Replace(fields[1])
		require.Equal(t, want[i].base, base, "line %d: base field", i+1)
		require.Equal(t, want[i].ref, ref, "line %d: reference field", i+1)
		result, problem := unescapeField.Replace(fields[2]), unescapeField.Replace(fields[3])
		if problem != "" {
			failed++
			require.Empty(t, result, "line %d: a result and an error", i+1)
		}
		if !want[i].ok {
			require.NotEmpty(t, problem, "line %d: malformed, but no error", i+1)
			require.Contains(t, problem, fmt.Sprintf("line %d: ", i+1), "line %d: the error names the line", i+1)
			continue
		}
		res, err := dialect.ResolveString(d, base, ref)
		if err != nil {
			require.Equal(t, err.Error(), problem, "line %d", i+1)
		} else {
			require.Equal(t, res, result, "line %d", i+1)
			require.Empty(t, problem, "line %d", i+1)
		}
	}
	require.Equal(t, Stats{Lines: len(want), Failed: failed}, st)
}

// hostileBatch holds one line of each kind of hostile input, and the
// lines that must fail.
var hostileBatch = []struct {
	line string
	fail bool
}{
	{"http://a/b/c/d;p?q\tg", false},
	{"", true},                                      // empty line
	{"no tab at all", true},                         // no TAB
	{"http://a/\tg\th", true},                       // two TABs
	{"http://a/b/c/d;p?q\tg\r", false},              // CRLF: the CR is dropped
	{"\r", true},                                    // an empty CRLF line
	{"http://a/b/c/d;p?q\tb%zz%4%", false},          // invalid escapes: parsed as they are
	{"http://a/b/c/d;p?q\tb\x00c", false},           // NUL
	{"http://a/b/c/d;p?q\tb\x01\x1f\x7f\vc", false}, // control characters
	{"http://a/b/c/d;p?q\tb\rc", false},             // a CR inside a line
	{"http://a/b/c/d;p?q\tb\xff\xfec", false},       // invalid UTF-8
	{"http://a/b/c/d;p?q\tb c d ", false},           // spaces
	{" http://a/ \t g ", false},                     // spaces around the fields
	{"http://a/b/c/d;p?q\t\\back\\slash", false},    // escaped on output
	{"\tg", true},                                   // no base: rfc3986 needs one; others differ
	{"http://a/b/c/d;p?q\t", false},                 // empty reference
}

// TestBatchHostileLines runs a batch of every kind of hostile line through
// every dialect: one output line per input line, in order, each with
// exactly three TABs; the malformed lines fail naming their line; the
// count of failed lines is right.
func TestBatchHostileLines(t *testing.T) {
	var in strings.Builder
	for _, l := range hostileBatch {
		in.WriteString(l.line)
		in.WriteString("\n")
	}
	in.WriteString("http://a/b/c/d;p?q\tlast line, no LF")
	for _, d := range All() {
		t.Run(d.Name(), func(t *testing.T) {
			checkBatch(t, d, []byte(in.String()), 0)
		})
	}
	// The malformed lines fail in every dialect; the others do or not as
	// the dialect's rules say (a base without a scheme, for one).
	d, _ := Lookup("rfc3986")
	var out bytes.Buffer
	st, err := (&Batch{Dialect: d}).Run(strings.NewReader(in.String()), &out)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	for i, l := range hostileBatch {
		problem := strings.Split(lines[i], "\t")[3]
		assert.Equal(t, l.fail, problem != "", "line %d %q: %s", i+1, l.line, problem)
	}
	assert.Equal(t, len(hostileBatch)+1, st.Lines)
	assert.Contains(t, lines[4], "\thttp://a/b/c/g\t", "the CR of a CRLF line end is dropped")
	assert.Contains(t, lines[9], `b\rc`, "a CR inside a line is kept, escaped")
	assert.Contains(t, lines[13], `\\back\\slash`)
}

// TestBatchLongLines: lines at and over the line limit, and a line of a
// 1 MB reference, a reference of 100,000 dot segments and one over the
// dialects' limit when the line limit is raised.
func TestBatchLongLines(t *testing.T) {
	const base = "http://a/b/c/d;p?q\t"
	atLimit := base + strings.Repeat("x", DefaultMaxLine-len(base))
	over := atLimit + "y"
	dots := base + strings.Repeat("a/../", 100_000) + "g"
	in := atLimit + "\n" + over + "\n" + dots + "\r\n" + over
	for _, d := range All() {
		t.Run(d.Name(), func(t *testing.T) {
			checkBatch(t, d, []byte(in), 0)
			var out bytes.Buffer
			st, err := (&Batch{Dialect: d}).Run(strings.NewReader(in), &out)
			require.NoError(t, err)
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			require.Len(t, lines, 4)
			assert.Equal(t, "\t\t\tline 2: 1048577 bytes, longer than the limit of 1048576", lines[1], "nothing echoed")
			if d.Name() == "heritrix" {
				// Heritrix refuses a link over 2083 characters
				// (UsableURI.MAX_URL_LENGTH): the line at the limit and
				// the dot segments fail too.
				assert.Equal(t, Stats{Lines: 4, Failed: 4}, st)
				assert.Contains(t, lines[2], "URI length > 2083", "100,000 dot segments")
				return
			}
			assert.Equal(t, Stats{Lines: 4, Failed: 2}, st)
			assert.True(t, strings.HasSuffix(lines[2], "\thttp://a/b/c/g\t"), "100,000 dot segments")
		})
	}
	// With the line limit raised, a reference over the dialect's limit
	// fails by the dialect's rule, at the offset of that limit.
	d, _ := Lookup("rfc2396")
	long := "http://a/\t" + strings.Repeat("z", dialect.DefaultMaxLength+5)
	var out bytes.Buffer
	st, err := (&Batch{Dialect: d, MaxLine: 2 << 20}).Run(strings.NewReader(long), &out)
	require.NoError(t, err)
	assert.Equal(t, Stats{Lines: 1, Failed: 1}, st)
	assert.True(t, strings.HasSuffix(out.String(), "\t\trfc2396: offset 1048576: input of 1048581 bytes is longer than the limit of 1048576 bytes (option maxlength=N raises it) (uridialect, Limits)\n"))
	// And with the dialect's limit raised too, it resolves.
	d, err = Get("rfc2396", "maxlength=2097152")
	require.NoError(t, err)
	out.Reset()
	st, err = (&Batch{Dialect: d, MaxLine: 2 << 20}).Run(strings.NewReader(long), &out)
	require.NoError(t, err)
	assert.Equal(t, Stats{Lines: 1}, st)
}

// TestBatchManyLinesInOrder crosses many chunk boundaries, with lines of
// every size, and checks that no line is lost or moved.
func TestBatchManyLinesInOrder(t *testing.T) {
	var in strings.Builder
	for i := range 3*chunkLines + 17 {
		switch i % 7 {
		case 0:
			in.WriteString("\n")
		case 1:
			fmt.Fprintf(&in, "http://a/%d/c\t../g%d\r\n", i, i)
		case 2:
			fmt.Fprintf(&in, "line %d has no tab\n", i)
		case 3:
			fmt.Fprintf(&in, "http://a/b\t%s%d\n", strings.Repeat("s/", 1+i%200), i)
		case 4:
			fmt.Fprintf(&in, "magic://a/b/c//d/e/f\t//x%d\n", i)
		default:
			fmt.Fprintf(&in, "http://a/b/c/d;p?q\t%d\n", i)
		}
	}
	for _, d := range All() {
		t.Run(d.Name(), func(t *testing.T) {
			checkBatch(t, d, []byte(in.String()), 0)
		})
	}
}

// TestBatchLinear: ten times the lines, about ten times the allocations
// and bytes, never more (timing is never asserted).
func TestBatchLinear(t *testing.T) {
	d, err := Lookup("rfc3986")
	require.NoError(t, err)
	gen := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "http://a/b/c/d;p?q\t%s%d\n", strings.Repeat("../a/./", i%5), i)
		}
		return b.String()
	}
	var allocs, bytes [2]float64
	for i, n := range []int{2000, 20000} {
		in := gen(n)
		allocs[i], bytes[i] = allocatedBy(func() {
			_, err := (&Batch{Dialect: d, Workers: 2}).Run(strings.NewReader(in), discard{})
			require.NoError(t, err)
		})
	}
	t.Logf("batch: %v allocations, %v bytes for 2000 lines; %v and %v for 20000", allocs[0], bytes[0], allocs[1], bytes[1])
	assert.LessOrEqual(t, allocs[1], 12*allocs[0]+100)
	assert.LessOrEqual(t, bytes[1], 12*bytes[0]+1<<20)
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// allocatedBy returns the allocations f makes, and their bytes.
func allocatedBy(f func()) (allocs, bytes float64) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return float64(after.Mallocs - before.Mallocs), float64(after.TotalAlloc - before.TotalAlloc)
}

// failingWriter fails every write once it has taken n bytes.
type failingWriter struct{ n int }

var errWrite = errors.New("disk full")

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.n < len(p) {
		return 0, errWrite
	}
	w.n -= len(p)
	return len(p), nil
}

// failingReader gives r's bytes, then an error that is not io.EOF.
type failingReader struct{ r io.Reader }

var errRead = errors.New("read error")

func (f failingReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err == io.EOF {
		return n, errRead
	}
	return n, err
}

// TestBatchIOErrors: a write or read error ends the batch and is
// returned, with one worker and with two.
func TestBatchIOErrors(t *testing.T) {
	d, err := Lookup("rfc3986")
	require.NoError(t, err)
	in := strings.Repeat("http://a/b/c/d;p?q\t../g\n", 10000)
	for _, workers := range []int{1, 2} {
		_, err := (&Batch{Dialect: d, Workers: workers}).Run(strings.NewReader(in), &failingWriter{n: 1000})
		assert.ErrorIs(t, err, errWrite, "workers %d", workers)
		var out bytes.Buffer
		st, err := (&Batch{Dialect: d, Workers: workers}).Run(failingReader{strings.NewReader(in)}, &out)
		assert.ErrorIs(t, err, errRead, "workers %d", workers)
		assert.Equal(t, 10000, st.Lines, "workers %d: the lines read before the error are written", workers)
	}
}
