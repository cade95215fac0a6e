package dialecttest

import (
	"fmt"
	"math"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// HostileInputs are strings no URI specification allows, by name: invalid
// percent escapes, control characters, NUL, invalid UTF-8, non-ASCII
// characters and spaces, in each component. Every dialect's tests say, in
// a [HostileWant], what its Validate reports for each (RunHostile fails for
// a name they leave out), so that each gets a clear error naming its
// position and rule.
var HostileInputs = []struct{ Name, Input string }{
	{"escape/zz", "http://a/b%zzc"},
	{"escape/one digit", "http://a/b%4"},
	{"escape/percent at end", "http://a/b%"},
	{"escape/in query and fragment", "http://a/b?%g1#%%"},
	{"NUL/path", "http://a/b\x00c"},
	{"NUL/host", "http://a\x00b/c"},
	{"control/path", "http://a/b\x01\x1f\x7fc"},
	{"control/TAB LF CR", "http://a/b\tc\nd\re"},
	{"UTF-8/invalid", "http://a/b\xff\xfec"},
	{"UTF-8/truncated", "http://a/b\xe2\x82"},
	{"UTF-8/valid, not ASCII", "http://a/b\u00e9\u20acc"},
	{"space/path", "http://a/b c"},
	{"space/around", " http://a/b "},
	{"space/query and fragment", "http://a/b?x y#z w"},
	{"relative/all of them", "b%zz\x00 \xffc"},
	{"empty", ""},
}

// HostileWant is what one dialect's tests expect of the hostile inputs.
type HostileWant struct {
	// Validate maps the name of each of [HostileInputs] to its
	// violations, as a validate table writes them ("OFFSET:RULE ...",
	// see [FormatViolations]), or "valid".
	Validate map[string]string
	// Dots maps the name of each of [DotShapes] to the result of
	// resolving it against [DotBase] by the dialect's specification, or
	// the word error for a client that refuses a string that long.
	Dots map[string]string
	// Resolve, when not nil, maps the name of each of [HostileInputs] to
	// the result of resolving it against [DotBase], Go-quoted, or the
	// word error, for a specification that rewrites what it resolves
	// (the URL Standard percent-encodes, trims and may fail). When nil,
	// an absolute reference must resolve to itself and a relative one
	// to itself after the base's directory, as every RFC says.
	Resolve map[string]string
	// AtLimit, when not empty, is what resolving an absolute URL of
	// [dialect.DefaultMaxLength] bytes against [DotBase] gives, Go-quoted,
	// or the word error, for a client with a shorter limit of its own
	// (Heritrix: 2083 characters); when empty, the URL itself.
	AtLimit string
}

// DotBase is the base the dot-segment shapes resolve against: the base of
// RFC 2396's and RFC 3986's examples.
const DotBase = "http://a/b/c/d;p?q"

// DotSegments is how many dot segments each of [DotShapes] holds.
const DotSegments = 100_000

// DotShapes are references of [DotSegments] dot segments, then "g".
var DotShapes = []struct{ Name, Ref string }{
	{"a/../", strings.Repeat("a/../", DotSegments) + "g"},
	{"../", strings.Repeat("../", DotSegments) + "g"},
	{"./", strings.Repeat("./", DotSegments) + "g"},
}

// RunHostile checks d on hostile input:
//
//   - each of [HostileInputs] parses and recomposes to itself, resolves
//     against [DotBase] (as it is, when absolute; appended to the base's
//     directory, when a relative path, for every specification replaces
//     the last segment of the base path with it and none decodes or
//     rejects characters), and Validate reports exactly want.Validate's
//     violations, each naming its offset, length, rule and fault;
//   - each of [DotShapes] resolves to want.Dots's result;
//   - a string of exactly [dialect.DefaultMaxLength] bytes parses, resolves
//     and validates; one byte more is an error at the offset of the limit,
//     citing [dialect.RuleMaxLength], from Parse, ParseIn, Validate and
//     ResolveString alike, for a base as for a reference;
//   - the work is linear: for each of [LinearShapes], parsing allocates
//     nothing and resolving at most once at size n and at size 10n, and
//     validating allocates at 10n no more than ten times what it does at
//     n (bytes and allocations, plus a little slack), and no more than
//     linear in the input. Timing is never asserted; the test's -timeout
//     is the only time bound, and a quadratic algorithm would not finish
//     the 1 MB inputs within it.
func RunHostile(t *testing.T, d dialect.Dialect, want HostileWant) {
	t.Helper()
	t.Run("inputs", func(t *testing.T) { runHostileInputs(t, d, want.Validate, want.Resolve) })
	t.Run("dots", func(t *testing.T) { runDots(t, d, want.Dots) })
	t.Run("trace", func(t *testing.T) { runTraceSize(t, d) })
	t.Run("limit", func(t *testing.T) { runLimit(t, d, want.AtLimit) })
	t.Run("linear", func(t *testing.T) { runLinear(t, d) })
}

func runHostileInputs(t *testing.T, d dialect.Dialect, want, resolved map[string]string) {
	v, ok := d.(dialect.Validator)
	if !ok {
		t.Fatalf("%s is not a Validator", d.Name())
	}
	base, err := d.Parse(DotBase)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, h := range HostileInputs {
		seen[h.Name] = true
		t.Run(h.Name, func(t *testing.T) {
			r, err := d.Parse(h.Input)
			if err != nil {
				t.Fatalf("Parse(%q): %v", h.Input, err)
			}
			if got := dialect.Recompose(r); got != h.Input {
				t.Errorf("Recompose(Parse(%q)) = %q", h.Input, got)
			}
			ref, err := dialect.ParseIn(d, base, h.Input)
			if err != nil {
				t.Fatalf("ParseIn(%q): %v", h.Input, err)
			}
			res, err := d.Resolve(base, ref)
			switch {
			case resolved != nil:
				got := "error"
				if err == nil {
					got = strconv.Quote(res.String())
				}
				if w, ok := resolved[h.Name]; !ok {
					t.Errorf("no expected resolution for %q", h.Name)
				} else if got != w {
					t.Errorf("Resolve(%q, %q) = %s (%v), want %s", DotBase, h.Input, got, err, w)
				}
			case err != nil:
				t.Errorf("Resolve(%q, %q): %v", DotBase, h.Input, err)
			case strings.HasPrefix(h.Input, "http:") && res.String() != h.Input:
				t.Errorf("Resolve(%q, %q) = %q, want the absolute reference itself", DotBase, h.Input, res)
			case strings.HasPrefix(h.Name, "relative/") && res.String() != "http://a/b/c/"+h.Input:
				t.Errorf("Resolve(%q, %q) = %q, want it after http://a/b/c/", DotBase, h.Input, res)
			}
			w, ok := want[h.Name]
			if !ok {
				t.Fatalf("no expected violations for %q", h.Name)
			}
			err = v.Validate(h.Input)
			if w == "valid" {
				w = ""
			}
			if got := FormatViolations(err); got != w {
				t.Errorf("Validate(%q)\ngot  %s\nwant %s\n%v", h.Input, got, w, err)
			}
			for _, pe := range dialect.Violations(err) {
				if pe.Len < 1 && pe.Offset < len(h.Input) || pe.Msg == "" || pe.Rule.Doc == "" || pe.Input != h.Input {
					t.Errorf("Validate(%q): violation without its bytes, fault or rule: %+v", h.Input, pe)
				}
				if !strings.Contains(pe.Error(), fmt.Sprintf("offset %d: ", pe.Offset)) || !strings.Contains(pe.Error(), pe.Rule.String()) {
					t.Errorf("Validate(%q): %q does not name its offset and rule", h.Input, pe.Error())
				}
			}
		})
	}
	var extra []string
	for name := range want {
		if !seen[name] {
			extra = append(extra, name)
		}
	}
	sort.Strings(extra)
	if len(extra) > 0 {
		t.Errorf("expected violations for unknown inputs %q", extra)
	}
}

func runDots(t *testing.T, d dialect.Dialect, want map[string]string) {
	for _, sh := range DotShapes {
		t.Run(sh.Name, func(t *testing.T) {
			w, ok := want[sh.Name]
			if !ok {
				t.Fatalf("no expected result for %q", sh.Name)
			}
			got, err := dialect.ResolveString(d, DotBase, sh.Ref)
			if w == "error" {
				if err == nil {
					t.Errorf("Resolve(%q, %d x %q + \"g\") = %s, want an error", DotBase, DotSegments, sh.Name, abbreviate(got))
				}
				return
			}
			if err != nil {
				t.Fatalf("Resolve(%q, %d x %q + \"g\"): %v", DotBase, DotSegments, sh.Name, err)
			}
			if got != w {
				t.Errorf("Resolve(%q, %d x %q + \"g\")\ngot  %s\nwant %s", DotBase, DotSegments, sh.Name, abbreviate(got), abbreviate(w))
			}
		})
	}
}

// runTraceSize checks that tracing the resolution of each of [DotShapes]
// reports the same result as Resolve and steps whose states add up to at
// most a constant times the input: a trace stays linear
// ([dialect.MaxRepeatedSteps]) however many segments it removes.
func runTraceSize(t *testing.T, d dialect.Dialect) {
	tr, ok := d.(dialect.Tracer)
	if !ok {
		t.Fatalf("%s is not a Tracer", d.Name())
	}
	// A long path whose output grows with every segment, then the shapes
	// that remove many.
	shapes := append([]struct{ Name, Ref string }{{"grow", strings.Repeat("a/", DotSegments) + "."}}, DotShapes...)
	for _, sh := range shapes {
		t.Run(sh.Name, func(t *testing.T) {
			b, err := d.Parse(DotBase)
			if err != nil {
				t.Fatal(err)
			}
			r, err := dialect.ParseIn(d, b, sh.Ref)
			if err != nil {
				t.Fatal(err)
			}
			steps, size := 0, 0
			res, err := tr.ResolveTrace(b, r, func(s dialect.Step) {
				steps++
				size += len(s.State) + len(s.Action)
			})
			want, werr := dialect.ResolveString(d, DotBase, sh.Ref)
			if (err != nil) != (werr != nil) {
				t.Fatalf("ResolveTrace fails with %v, Resolve with %v", err, werr)
			}
			if res.String() != want {
				t.Errorf("ResolveTrace gives %s, Resolve %s", abbreviate(res.String()), abbreviate(want))
			}
			input := len(DotBase) + len(sh.Ref)
			if limit := (2*dialect.MaxRepeatedSteps + 32) * input; size > limit || steps > 4*dialect.MaxRepeatedSteps+32 {
				t.Errorf("trace of %d x %q: %d steps, %d bytes for an input of %d bytes: not linear", DotSegments, sh.Name, steps, size, input)
			}
		})
	}
}

// abbreviate shortens a long string for a test message.
func abbreviate(s string) string {
	if len(s) <= 80 {
		return fmt.Sprintf("%q", s)
	}
	return fmt.Sprintf("%q...%q (%d bytes)", s[:40], s[len(s)-30:], len(s))
}

func runLimit(t *testing.T, d dialect.Dialect, atLimitWant string) {
	const max = dialect.DefaultMaxLength
	atLimit := "http://a/" + strings.Repeat("b", max-len("http://a/"))
	over := atLimit + "c"

	r, err := d.Parse(atLimit)
	if err != nil {
		t.Fatalf("Parse of %d bytes, the limit: %v", len(atLimit), err)
	}
	if dialect.Recompose(r) != atLimit {
		t.Errorf("Parse of %d bytes loses text", len(atLimit))
	}
	got, err := dialect.ResolveString(d, DotBase, atLimit)
	switch {
	case atLimitWant == "error":
		if err == nil {
			t.Errorf("Resolve(%q, %d bytes, the limit) = %s, want an error", DotBase, len(atLimit), abbreviate(got))
		}
	case atLimitWant != "":
		if w, _ := strconv.Unquote(atLimitWant); err != nil || got != w {
			t.Errorf("Resolve(%q, %d bytes, the limit) = %s (%v), want %s", DotBase, len(atLimit), abbreviate(got), err, abbreviate(w))
		}
	case err != nil || got != atLimit:
		t.Errorf("Resolve(%q, %d bytes, the limit): %v", DotBase, len(atLimit), err)
	}
	if v, ok := d.(dialect.Validator); ok {
		if err := v.Validate(atLimit); err != nil {
			t.Errorf("Validate of %d bytes, the limit: %v", len(atLimit), err)
		}
	}

	check := func(op string, err error) {
		t.Helper()
		vs := dialect.Violations(err)
		if len(vs) != 1 {
			t.Fatalf("%s of %d bytes: want one violation, got %v", op, len(over), err)
		}
		pe := vs[0]
		if pe.Offset != max || pe.Len != 1 || pe.Rule != dialect.RuleMaxLength || pe.Input != over || pe.Dialect != d.Name() {
			t.Errorf("%s of %d bytes: got offset %d, length %d, rule %v, dialect %q; want offset %d, length 1, rule %v, dialect %q",
				op, len(over), pe.Offset, pe.Len, pe.Rule, pe.Dialect, max, dialect.RuleMaxLength, d.Name())
		}
		for _, w := range []string{"offset 1048576: ", "1048577 bytes", "limit of 1048576 bytes", "maxlength", "uridialect, Limits"} {
			if !strings.Contains(pe.Error(), w) {
				t.Errorf("%s: %q does not say %q", op, pe.Error(), w)
			}
		}
	}
	_, err = d.Parse(over)
	check("Parse", err)
	base, _ := d.Parse(DotBase)
	_, err = dialect.ParseIn(d, base, over)
	check("ParseIn", err)
	_, err = dialect.ResolveString(d, DotBase, over)
	check("ResolveString (reference)", err)
	_, err = dialect.ResolveString(d, over, "g")
	check("ResolveString (base)", err)
	if v, ok := d.(dialect.Validator); ok {
		check("Validate", v.Validate(over))
	}

	// The option raises and lowers the limit.
	c, ok := d.(dialect.Configurable)
	if !ok {
		t.Fatalf("%s is not Configurable", d.Name())
	}
	big, err := c.With("maxlength", "2097152")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := big.Parse(over); err != nil {
		t.Errorf("%v: Parse of %d bytes: %v", big, len(over), err)
	}
	small, err := c.With("maxlength", "9")
	if err != nil {
		t.Fatal(err)
	}
	if s := fmt.Sprint(small); !strings.Contains(s, "maxlength=9") {
		t.Errorf("%s does not show maxlength=9", s)
	}
	if _, err := small.Parse("http://a/"); err != nil {
		t.Errorf("%v: Parse of 9 bytes: %v", small, err)
	}
	_, err = small.Parse("http://a/b")
	if vs := dialect.Violations(err); len(vs) != 1 || vs[0].Offset != 9 || vs[0].Rule != dialect.RuleMaxLength {
		t.Errorf("%v: Parse of 10 bytes: %v", small, err)
	}
	for _, bad := range []string{"0", "-1", "x", "4294967296"} {
		if _, err := c.With("maxlength", bad); err == nil {
			t.Errorf("With(maxlength, %q) accepted", bad)
		}
	}
}

// LinearShapes are the inputs of the linear-time checks, each made n bytes
// long (about).
var LinearShapes = []struct {
	Name string
	Make func(n int) string
}{
	{"a/../", func(n int) string { return strings.Repeat("a/../", n/5) + "g" }},
	{"../", func(n int) string { return strings.Repeat("../", n/3) + "g" }},
	{"./", func(n int) string { return strings.Repeat("./", n/2) + "g" }},
	{"a/ then ../", func(n int) string { return strings.Repeat("a/", n/4) + strings.Repeat("../", n/6) }},
	{"slashes", func(n int) string { return strings.Repeat("/", n) + "g" }},
	{"runs of slashes", func(n int) string {
		var b strings.Builder
		for i := 0; b.Len() < n; i++ {
			b.WriteString(strings.Repeat("/", i%7+1))
			b.WriteString("x/..")
		}
		return b.String()
	}},
	{"bad escapes", func(n int) string { return "http://a/" + strings.Repeat("%z", n/2) }},
	{"NUL", func(n int) string { return "http://a/" + strings.Repeat("\x00a", n/2) }},
	{"invalid UTF-8", func(n int) string { return "http://a/" + strings.Repeat("\xff.", n/2) }},
	{"spaces", func(n int) string { return strings.Repeat(" a", n/2) }},
	{"delimiters", func(n int) string { return "//" + strings.Repeat("@:[];?", n/7) + "#" + strings.Repeat("#", n/7) }},
}

// linearN is the smaller size of the linear-time checks; the larger is
// 10*linearN, just under the default limit.
const linearN = 100_000

func runLinear(t *testing.T, d dialect.Dialect) {
	base, err := d.Parse(DotBase)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := d.(dialect.Validator)
	for _, sh := range LinearShapes {
		t.Run(sh.Name, func(t *testing.T) {
			var allocs, bytes [2]float64
			for i, n := range []int{linearN, 10 * linearN} {
				s := sh.Make(n)
				if len(s) > dialect.DefaultMaxLength {
					t.Fatalf("shape of %d bytes is over the limit", len(s))
				}
				ref, err := dialect.ParseIn(d, base, s)
				if err != nil {
					t.Fatal(err)
				}
				// Sixteen runs: AllocsPerRun rounds the average down, so
				// up to fifteen allocations the runtime makes meanwhile
				// (a scratch buffer made again after a collection emptied
				// its pool, which a loaded machine makes likelier; four
				// runs let four through) are not counted against the
				// dialect.
				if a := testing.AllocsPerRun(16, func() { _, _ = dialect.ParseIn(d, base, s) }); a != 0 {
					t.Errorf("parsing %d bytes allocates %v times, want 0", len(s), a)
				}
				if a := testing.AllocsPerRun(16, func() { _, _ = d.Resolve(base, ref) }); a > 1 {
					t.Errorf("resolving %d bytes allocates %v times, want at most 1", len(s), a)
				}
				if v != nil {
					allocs[i], bytes[i] = allocated(func() { _ = v.Validate(s) })
				}
			}
			t.Logf("validating: %v allocations, %v bytes at n=%d; %v and %v at 10n", allocs[0], bytes[0], linearN, allocs[1], bytes[1])
			// Ten times the input, at most ten times the allocations
			// and bytes (plus slack for the growth of the violation
			// list, which doubles): linear, never quadratic.
			if allocs[1] > 10*allocs[0]+64 || bytes[1] > 12*bytes[0]+1<<20 {
				t.Errorf("validating %s: %v allocations and %v bytes at n=%d, %v and %v at 10n: more than linear",
					sh.Name, allocs[0], bytes[0], linearN, allocs[1], bytes[1])
			}
		})
	}
}

// allocated returns the allocations f makes in one run, and their bytes.
func allocated(f func()) (allocs, bytes float64) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return float64(after.Mallocs - before.Mallocs), float64(after.TotalAlloc - before.TotalAlloc)
}

// CheckMaxLength checks a dialect's length limit as withMaxLength(n), the
// dialect built with its typed option, and the key maxlength set it: the
// two agree, the limit is enforced, 0 is the default, and a limit
// beyond what a Reference can index is that limit
// ([dialect.MaxMaxLength]).
func CheckMaxLength[D dialect.Dialect](t *testing.T, withMaxLength func(n int) D) {
	t.Helper()
	d := withMaxLength(9)
	name := d.Name()
	if got, want := fmt.Sprint(d), name+"(maxlength=9)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got := fmt.Sprint(withMaxLength(0)); got != name {
		t.Errorf("the option of 0 is not the default: %s", got)
	}
	if byKey, err := any(withMaxLength(0)).(dialect.Configurable).With("maxlength", "9"); err != nil || fmt.Sprint(byKey) != fmt.Sprint(d) {
		t.Errorf("maxlength=9 by key gives %v (%v), by the option %v", byKey, err, d)
	}
	if _, err := d.Parse("http://a/"); err != nil {
		t.Error(err)
	}
	if _, err := d.Parse("http://a/b"); err == nil {
		t.Error("Parse of 10 bytes under maxlength=9 succeeds")
	}
	if got, want := fmt.Sprint(withMaxLength(math.MaxInt)), name+"(maxlength="+strconv.Itoa(dialect.MaxMaxLength)+")"; got != want {
		t.Errorf("the option of math.MaxInt: %s, want %s", got, want)
	}
}

// ReadHostile reads what a dialect's tests expect of the hostile inputs
// from the table at path, in the format of [ReadCases]: each case names one
// of [HostileInputs] or [DotShapes], Go-quoted, and what is expected of it,
// under the @section that says what is checked:
//
//	@section validate   the violations, as a validate table writes them, or valid
//	@section resolve    the result of resolving it against DotBase, Go-quoted, or error
//	@section dots       the result of resolving the dot shape, or error
//	@section limit      what an absolute URL of the default limit gives ("at limit")
//
// A dots result may repeat a Go-quoted piece a number of times that
// depends on N, [DotSegments]: `"http://a/" + "../"*(N-2) + "g"` (the
// counts are N, (N-K) and (N/K)).
func ReadHostile(t *testing.T, path string) HostileWant {
	t.Helper()
	var w HostileWant
	for _, c := range mustRead(t, path) {
		switch c.Section {
		case "validate":
			if w.Validate == nil {
				w.Validate = map[string]string{}
			}
			w.Validate[c.Ref] = c.Expect
		case "resolve":
			if w.Resolve == nil {
				w.Resolve = map[string]string{}
			}
			w.Resolve[c.Ref] = c.Expect
		case "dots":
			if w.Dots == nil {
				w.Dots = map[string]string{}
			}
			s, err := repeated(c.Expect)
			if err != nil {
				t.Fatalf("%s: %v", c.where(), err)
			}
			w.Dots[c.Ref] = s
		case "limit":
			w.AtLimit = c.Expect
		default:
			t.Fatalf("%s: section %q is none of validate, resolve, dots, limit", c.where(), c.Section)
		}
	}
	return w
}

// repeated reads a dots result: the word error, or Go-quoted pieces
// joined by " + ", each perhaps followed by *N, *(N-K) or *(N/K).
func repeated(expr string) (string, error) {
	if expr == "error" {
		return expr, nil
	}
	var b strings.Builder
	for _, term := range strings.Split(expr, " + ") {
		text, count := term, "1"
		if i := strings.LastIndex(term, `"*`); i >= 0 {
			text, count = term[:i+1], term[i+2:]
		}
		s, err := strconv.Unquote(text)
		if err != nil {
			return "", fmt.Errorf("%s: %q is not Go-quoted", expr, text)
		}
		n := 1
		switch c := strings.Trim(count, "()"); {
		case c == "1":
		case c == "N":
			n = DotSegments
		case strings.HasPrefix(c, "N-") || strings.HasPrefix(c, "N/"):
			k, err := strconv.Atoi(c[2:])
			if err != nil || k <= 0 {
				return "", fmt.Errorf("%s: bad count %q", expr, count)
			}
			if c[1] == '-' {
				n = DotSegments - k
			} else {
				n = DotSegments / k
			}
		default:
			return "", fmt.Errorf("%s: bad count %q (want N, (N-K) or (N/K))", expr, count)
		}
		b.WriteString(strings.Repeat(s, n))
	}
	return b.String(), nil
}
