// Package dialecttest is the conformance harness every dialect's tests
// share: it reads the resolution tables in testdata/ and runs them, checks
// allocation counts, runs hostile input ([RunHostile]), seeds fuzz
// targets with the published examples ([FuzzWith]), and benchmarks each
// dialect against net/url ([BenchResolve], [BenchParse], [BenchLinear]).
//
// A resolution table is a UTF-8 text file. Blank lines and lines starting
// with "#" are ignored. Directives set the context of the cases below them:
//
//	@doc RFC 2396               document the examples come from
//	@section C.1                section they are printed in
//	@base "http://a/b/c/d;p?q"  base for the following cases (Go-quoted)
//	@options dotdot=drop        options for the following cases; a bare
//	                            @options clears them
//	@level syntax               normalize tables: the level of the following cases
//	@allocates resolve REASON   allocs.txt: why resolving allocates more than the
//	                            result (validate: why validating does), see [Suite]
//
// A case is a line of two TAB-separated fields: the input, Go-quoted, and
// what is expected of it. What the second field holds depends on the table:
//
//   - resolve tables (resolve*.txt): the result, Go-quoted, or the bare
//     word error when the resolution must fail;
//   - parse tables (parse*.txt): the defined parts as space-separated
//     NAME="text" pairs with the generic part names (scheme, authority,
//     userinfo, host, port, path, params, query, fragment), or the bare
//     word error; an absent name means the part is undefined. With @base,
//     the input is parsed in that base's context;
//   - validate tables (validate*.txt): the bare word valid, or the
//     violations in offset order as space-separated OFFSET:RULE pairs,
//     RULE being the violated [dialect.Rule]'s Step (a production name or
//     a step number), or its Sec when it has no Step;
//   - hostile tables (hostile.txt): what the hostile inputs give, by
//     section (see [ReadHostile]);
//   - normalize tables (normalize.txt): the other string, Go-quoted, a TAB
//     and the word equivalent or different, at the @level above; for
//     equivalent strings, optionally a TAB and their normal form,
//     Go-quoted.
package dialecttest

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// An Option is one KEY=VALUE setting.
type Option struct{ Key, Value string }

// A Case is one line of a resolution table.
type Case struct {
	File    string
	Line    int
	Doc     string
	Section string
	Options []Option
	Base    string
	Level   string // normalize tables: the level of the cases below
	Ref     string // the input: a reference, or the string to parse or validate
	Expect  string // the second field, as written
	Want    string // resolve tables: the unquoted result
	WantErr bool   // the second field is the word error
}

// Name identifies the case in test output: "C.1/line12/g;x".
func (c Case) Name() string {
	return fmt.Sprintf("%s/line%d/%s", c.Section, c.Line, c.Ref)
}

// ReadCases reads a resolution table.
func ReadCases(path string) ([]Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var (
		out []Case
		ctx = Case{File: path}
		sc  = bufio.NewScanner(f)
		n   = 0
	)
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "@") {
			if err := ctx.directive(line); err != nil {
				return nil, fmt.Errorf("%s:%d: %v", path, n, err)
			}
			continue
		}
		c := ctx
		c.Line = n
		if err := c.fields(line); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		out = append(out, c)
	}
	return out, sc.Err()
}

func (c *Case) directive(line string) error {
	key, val, _ := strings.Cut(line[1:], " ")
	val = strings.TrimSpace(val)
	switch key {
	case "doc":
		c.Doc = val
	case "section":
		c.Section = val
	case "base":
		b, err := strconv.Unquote(val)
		if err != nil {
			return fmt.Errorf("@base wants a Go-quoted string: %v", err)
		}
		c.Base = b
	case "level":
		c.Level = val
	case "allocates":
		// allocs.txt: why the dialect allocates more than Suite checks
		// by default, which Suite reads itself (readAllocates).
	case "options":
		c.Options = nil
		for _, kv := range strings.Fields(val) {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return fmt.Errorf("@options wants KEY=VALUE, got %q", kv)
			}
			c.Options = append(c.Options, Option{k, v})
		}
	default:
		return fmt.Errorf("unknown directive @%s", key)
	}
	return nil
}

func (c *Case) fields(line string) error {
	ref, want, ok := strings.Cut(line, "\t")
	if !ok {
		return fmt.Errorf("want REF<TAB>RESULT")
	}
	r, err := strconv.Unquote(ref)
	if err != nil {
		return fmt.Errorf("reference %s: %v", ref, err)
	}
	c.Ref = r
	c.Expect = strings.TrimLeft(want, "\t")
	if c.Expect == "error" {
		c.WantErr = true
		return nil
	}
	// Go-quoted pieces joined by " + " are an expression that the
	// table's own reader evaluates (the dots of ReadHostile).
	if strings.HasPrefix(c.Expect, `"`) && !strings.Contains(c.Expect, "\t") && !strings.Contains(c.Expect, `" + `) {
		w, err := strconv.Unquote(c.Expect)
		if err != nil {
			return fmt.Errorf("result %s: %v", c.Expect, err)
		}
		c.Want = w
	}
	return nil
}
