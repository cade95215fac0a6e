package dialecttest

import (
	"slices"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// Props are the properties of one dialect that [FuzzWith] checks besides
// those every dialect shares. Each hook receives the dialect under test (d
// or one of Also) and the base and reference as that dialect parsed them;
// a nil hook checks nothing. Each dialect's fuzz test writes its hooks with
// the sentence of its specification that justifies them.
type Props struct {
	// Also lists other configurations of the dialect that every input is
	// checked under too, with the same hooks. Nil means each value of
	// each enumerated option other than its default, one option at a
	// time ([OptionVariants]); a dialect whose hooks hold under only some
	// of them, or that needs options combined, lists its own.
	Also []dialect.Dialect

	// Itself reports whether the specification says that ref, resolved
	// against base, is ref itself: an absolute reference "interpreted as
	// an absolute URI and we are done". Where it does, Resolve must give
	// back ref's text.
	Itself func(d dialect.Dialect, base, ref dialect.Reference) bool

	// Idempotent reports whether the specification makes resolving
	// against base idempotent: a result, resolved again against the same
	// base, gives itself. Where it does, FuzzWith checks it.
	Idempotent func(d dialect.Dialect, base dialect.Reference) bool

	// InvalidResult reports whether the package documents that resolving
	// the valid ref against the valid base may give the result res that
	// the dialect's Validate rejects. Everywhere else a result of valid
	// inputs must be valid.
	InvalidResult func(d dialect.Dialect, base, ref, res dialect.Reference) bool
}

// maxFuzzBases bounds how many seed bases each fuzz input is resolved
// against: the tables' bases come first, and a few suffice to reach every
// branch while keeping each run cheap.
const maxFuzzBases = 16

// Fuzz is [FuzzWith] without dialect-specific properties.
func Fuzz(f *testing.F, d dialect.Dialect, paths ...string) {
	FuzzWith(f, d, Props{}, paths...)
}

// FuzzWith seeds f with every base, reference and result of the tables at
// paths (every published example, for the resolve tables), or with no
// paths of the resolve, parse and validate tables of testdata/, and with
// [HostileInputs], and checks, for any input s, under d and each
// configuration in p.Also (by default [OptionVariants] of d):
//
//   - Parse never panics, fails only with a positioned error, and loses
//     nothing: Recompose gives s back;
//   - Validate (for a [dialect.Validator]) reports violations sorted by
//     offset, each inside s, naming the dialect, a rule and what is wrong,
//     and a nil error only for a string that Parse accepts;
//   - resolving s against each seed base (and the empty base) never
//     panics, fails only with a positioned error, and gives a result whose
//     parts recompose to its text and that parses again;
//   - the same base and s, read as their text (see [CheckUnmarked]),
//     resolve to the same parts or the same error;
//   - the result is valid when base and s are, unless p.InvalidResult
//     documents the case;
//   - p.Itself: an absolute reference resolves to itself;
//   - p.Idempotent: resolving the result again gives the result.
func FuzzWith(f *testing.F, d dialect.Dialect, p Props, paths ...string) {
	if len(paths) == 0 {
		tables := ownTables(f)
		paths = slices.Concat(tables["resolve"], tables["examples"], tables["parse"], tables["validate"])
	}
	seeds, err := Seeds(paths...)
	if err != nil {
		f.Fatal(err)
	}
	type base struct {
		ref   dialect.Reference
		valid bool
	}
	for _, h := range HostileInputs {
		f.Add(h.Input)
	}
	texts := []string{""}
	for _, s := range seeds {
		f.Add(s)
		if r, err := d.Parse(s); err == nil && r.Has(dialect.Scheme) && len(texts) <= maxFuzzBases {
			texts = append(texts, s)
		}
	}
	also := p.Also
	if also == nil {
		also = OptionVariants(f, d)
	}
	configs := append([]dialect.Dialect{d}, also...)
	bases := make([][]base, len(configs))
	for i, d := range configs {
		for _, text := range texts {
			b, err := d.Parse(text)
			if err != nil {
				f.Fatalf("%v: seed base %q: %v", d, text, err)
			}
			bases[i] = append(bases[i], base{b, isValid(d, text)})
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i, d := range configs {
			checkParse(t, d, s)
			valid := checkValidate(t, d, s)
			for _, b := range bases[i] {
				checkResolve(t, d, p, b.ref, s, valid && b.valid)
			}
		}
	})
}

// OptionVariants returns d with each enumerated option set to each of its
// values other than the default, one option at a time, as d.With sets it
// (a client's version=3, base=element): the configurations [FuzzWith]
// checks when [Props.Also] is nil. A dialect that is not
// [dialect.Configurable], or has no enumerated option, has none.
func OptionVariants(tb testing.TB, d dialect.Dialect) []dialect.Dialect {
	tb.Helper()
	cf, ok := d.(dialect.Configurable)
	if !ok {
		return nil
	}
	var out []dialect.Dialect
	for _, o := range cf.Options() {
		if !o.Enumerated {
			continue
		}
		for _, v := range o.Values {
			if v == o.Default {
				continue
			}
			dd, err := cf.With(o.Key, v)
			if err != nil {
				tb.Fatalf("%v: With(%q, %q): %v", d, o.Key, v, err)
			}
			out = append(out, dd)
		}
	}
	return out
}

// checkParse checks that Parse fails only with a positioned error and
// that what it parses recomposes to s.
func checkParse(t *testing.T, d dialect.Dialect, s string) {
	r, err := d.Parse(s)
	if err != nil {
		checkPositioned(t, d, "Parse", s, err)
		return
	}
	if got := dialect.Recompose(r); got != s {
		t.Fatalf("%v: Recompose(Parse(%q)) = %q", d, s, got)
	}
}

// checkValidate checks the shape of Validate's report on s and that a
// valid s parses; it reports whether s is valid (false for a dialect that
// is no Validator).
func checkValidate(t *testing.T, d dialect.Dialect, s string) bool {
	v, ok := d.(dialect.Validator)
	if !ok {
		return false
	}
	err := v.Validate(s)
	if err == nil {
		if _, perr := d.Parse(s); perr != nil {
			t.Fatalf("%v: Validate(%q) accepts it, Parse fails: %v", d, s, perr)
		}
		return true
	}
	vs := dialect.Violations(err)
	if len(vs) == 0 {
		t.Fatalf("%v: Validate(%q): unpositioned error %v", d, s, err)
	}
	last := 0
	for _, pe := range vs {
		switch {
		case pe.Offset < last:
			t.Fatalf("%v: Validate(%q): violations out of order at %+v", d, s, pe)
		case pe.Offset < 0 || pe.Len < 0 || pe.Offset+pe.Len > len(s):
			t.Fatalf("%v: Validate(%q): violation outside the input: %+v", d, s, pe)
		case pe.Input != s || pe.Dialect != d.Name():
			t.Fatalf("%v: Validate(%q): violation of another input or dialect: %+v", d, s, pe)
		case pe.Rule.Doc == "" || pe.Msg == "":
			t.Fatalf("%v: Validate(%q): violation names no rule or no fault: %+v", d, s, pe)
		}
		last = pe.Offset
	}
	return false
}

// checkPositioned checks that err, returned by op on input, is one or
// more *dialect.ParseError, each positioned within its own input.
func checkPositioned(t *testing.T, d dialect.Dialect, op, input string, err error) {
	vs := dialect.Violations(err)
	if len(vs) == 0 {
		t.Fatalf("%v: %s(%q): unpositioned error %v", d, op, input, err)
	}
	for _, pe := range vs {
		if pe.Offset < 0 || pe.Len < 0 || pe.Offset+pe.Len > len(pe.Input) || pe.Rule.Doc == "" || pe.Msg == "" {
			t.Fatalf("%v: %s(%q): error outside its input or naming no rule: %+v", d, op, input, pe)
		}
	}
}

func isValid(d dialect.Dialect, s string) bool {
	v, ok := d.(dialect.Validator)
	return ok && v.Validate(s) == nil
}

// checkResolve resolves s against b and checks the result; valid says
// whether both are valid.
func checkResolve(t *testing.T, d dialect.Dialect, p Props, b dialect.Reference, s string, valid bool) {
	ref, err := dialect.ParseIn(d, b, s)
	if err != nil {
		CheckText(t, d, b, s, dialect.Reference{}, err)
		checkPositioned(t, d, "ParseIn", s, err)
		return
	}
	res, err := d.Resolve(b, ref)
	CheckUnmarked(t, d, b, ref, res, err)
	CheckTraced(t, d, b, ref, res, err)
	CheckText(t, d, b, s, res, err)
	if err != nil {
		checkPositioned(t, d, "Resolve", s, err)
		if p.Itself != nil && p.Itself(d, b, ref) {
			t.Fatalf("%v: Resolve(%q, %q) fails (%v), but the reference is absolute", d, b, s, err)
		}
		return
	}
	out := res.String()
	if got := dialect.Recompose(res); got != out {
		t.Fatalf("%v: result %q of %q against %q: its parts recompose to %q", d, out, s, b, got)
	}
	if _, err := d.Parse(out); err != nil {
		// A result may be longer than the limit; nothing else stops it
		// from parsing.
		if vs := dialect.Violations(err); len(vs) != 1 || vs[0].Rule != dialect.RuleMaxLength {
			t.Fatalf("%v: result %q of %q against %q does not parse: %v", d, out, s, b, err)
		}
	}
	if p.Itself != nil && p.Itself(d, b, ref) && out != s {
		t.Fatalf("%v: Resolve(%q, %q) = %q, but an absolute reference resolves to itself", d, b, s, out)
	}
	if valid && !isValid(d, out) && (p.InvalidResult == nil || !p.InvalidResult(d, b, ref, res)) {
		t.Fatalf("%v: Resolve(%q, %q) = %q, invalid though both inputs are valid: %v", d, b, s, out, d.(dialect.Validator).Validate(out))
	}
	if p.Idempotent != nil && p.Idempotent(d, b) {
		again, err := dialect.ParseIn(d, b, out)
		if err == nil {
			again, err = d.Resolve(b, again)
		}
		if err != nil || again.String() != out {
			t.Fatalf("%v: Resolve(%q, %q) = %q, which resolves again to %q (%v)", d, b, s, out, again, err)
		}
	}
}
