package dialecttest

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// partByName maps the generic part names of a parse table to parts.
var partByName = func() map[string]dialect.Part {
	m := map[string]dialect.Part{}
	for p := dialect.Scheme; int(p) < dialect.NumParts; p++ {
		m[p.String()] = p
	}
	return m
}()

// FormatParts renders the defined parts of r as a parse table writes them:
// space-separated NAME="text" pairs in part order.
func FormatParts(r dialect.Reference) string {
	var fields []string
	for p := dialect.Scheme; int(p) < dialect.NumParts; p++ {
		if s, ok := r.Get(p); ok {
			fields = append(fields, p.String()+"="+strconv.Quote(s))
		}
	}
	return strings.Join(fields, " ")
}

// RunParseFile checks every case of the parse table at path against d.
// Each expectation is normalised (parsed and formatted again) so spacing
// does not matter, and a malformed expectation fails the test.
func RunParseFile(t *testing.T, d dialect.Dialect, path string) {
	t.Helper()
	runCases(t, d, path, func(t *testing.T, c Case, dd dialect.Dialect) {
		var (
			got dialect.Reference
			err error
		)
		if c.Base != "" {
			var b dialect.Reference
			if b, err = dd.Parse(c.Base); err == nil {
				got, err = dialect.ParseIn(dd, b, c.Ref)
			}
		} else {
			got, err = dd.Parse(c.Ref)
		}
		where := fmt.Sprintf("%s: %v: Parse(%q)", c.where(), dd, c.Ref)
		if c.WantErr {
			if err == nil {
				t.Errorf("%s = %s, want an error", where, FormatParts(got))
			}
			return
		}
		if err != nil {
			t.Fatalf("%s failed: %v", where, err)
		}
		want, err := normaliseParts(c.Expect)
		if err != nil {
			t.Fatalf("%s: %v", c.where(), err)
		}
		if g := FormatParts(got); g != want {
			t.Errorf("%s\ngot  %s\nwant %s", where, g, want)
		}
		if r := dialect.Recompose(got); r != c.Ref {
			t.Errorf("%s: Recompose = %q", where, r)
		}
	})
}

func normaliseParts(expect string) (string, error) {
	var fields []string
	last := -1
	for rest := strings.TrimSpace(expect); rest != ""; rest = strings.TrimSpace(rest) {
		name, val, ok := strings.Cut(rest, "=")
		p, known := partByName[name]
		if !ok || !known {
			return "", fmt.Errorf("bad part %q in %q", rest, expect)
		}
		if int(p) <= last {
			return "", fmt.Errorf("part %s out of order in %q", name, expect)
		}
		last = int(p)
		q, err := strconv.QuotedPrefix(val)
		if err != nil {
			return "", fmt.Errorf("part %s: %v", name, err)
		}
		fields = append(fields, name+"="+q)
		rest = val[len(q):]
	}
	return strings.Join(fields, " "), nil
}

// RunValidateFile checks every case of the validate table at path against
// d, which must be a [dialect.Validator]: the offsets and rule steps of the
// violations must be exactly those listed, in order.
func RunValidateFile(t *testing.T, d dialect.Dialect, path string) {
	t.Helper()
	runCases(t, d, path, func(t *testing.T, c Case, dd dialect.Dialect) {
		v, ok := dd.(dialect.Validator)
		if !ok {
			t.Fatalf("%s is not a Validator", dd.Name())
		}
		err := v.Validate(c.Ref)
		want := c.Expect
		if want == "valid" {
			want = ""
		}
		if got := FormatViolations(err); got != want {
			t.Errorf("%s: %v: Validate(%q)\ngot  %s\nwant %s\n%v", c.where(), dd, c.Ref, got, want, err)
		}
	})
}

// FormatViolations renders the violations in err as a validate table
// writes them: space-separated OFFSET:RULE pairs, RULE being the rule's
// Step, or its Sec when it names no step (a rule that is a whole section,
// such as RFC 1808's "10").
func FormatViolations(err error) string {
	var fields []string
	for _, pe := range dialect.Violations(err) {
		id := pe.Rule.Step
		if id == "" {
			id = pe.Rule.Sec
		}
		fields = append(fields, fmt.Sprintf("%d:%s", pe.Offset, id))
	}
	if err != nil && len(fields) == 0 {
		return "unpositioned:" + err.Error()
	}
	return strings.Join(fields, " ")
}

func mustRead(t *testing.T, path string) []Case {
	t.Helper()
	cases, err := ReadCases(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatalf("%s: no cases", path)
	}
	return cases
}
