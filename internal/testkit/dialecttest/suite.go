package dialecttest

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// A Config is what [Suite] needs of a dialect besides the dialect and its
// tables.
type Config struct {
	// MaxLength returns the dialect made with its typed option,
	// WithMaxLength(n), which [CheckMaxLength] holds to the key
	// maxlength.
	MaxLength func(n int) dialect.Dialect
}

// Suite runs the conformance kit on d, the Default of the dialect package
// whose tests call it, from that package's folder (go test's working
// directory):
//
//   - the tables of testdata/, each by the kind its name says:
//     resolve*.txt and examples.txt ([RunFile]), parse*.txt
//     ([RunParseFile]), validate*.txt ([RunValidateFile]), base.txt
//     ([RunBaseFile]), relativize.txt ([RunRelativizeFile]) and
//     normalize.txt ([RunNormalizeFile]);
//   - the traces of the resolve tables' cases ([CheckTraces]);
//   - the hostile inputs ([RunHostile]), with what testdata/hostile.txt
//     expects of them ([ReadHostile]);
//   - the length limit ([CheckMaxLength]), with c.MaxLength;
//   - allocations: every case of the resolve tables that resolves, and
//     of testdata/allocs.txt (pairs that exercise what the tables do not,
//     each expecting 1), under its options, parses with none and resolves
//     with at most one, the result ([CheckAllocs]; parsing only, where a
//     line "@allocates resolve REASON" of allocs.txt says why not: the
//     model builds what the client built); every valid string of the
//     validate tables validates with none (unless a line "@allocates
//     validate REASON" says why not: it runs a parser that builds what
//     it parses);
//   - the contract every dialect keeps ([CheckContract]), and every error
//     its Parse, Resolve and Validate return a [*dialect.ParseError] that
//     errors.As finds ([CheckErrors]);
//   - for a [dialect.Relativizer], the relativization property
//     ([CheckRelativize]) over generated pairs under the defaults
//     ([RelativizePairs] of them, or N where testdata/variants.txt has a
//     line "@pairs N": a client's search tries every candidate, as it
//     cannot take the shortcuts of a specification's, and runs fewer),
//     and under each configuration of variants.txt (one a line, KEY=VALUE
//     pairs separated by spaces; "#" starts a comment).
//
// A table the folder does not have is not run; a dialect has at least one
// resolve table and hostile.txt.
func Suite(t *testing.T, d dialect.Dialect, c Config) {
	tables := ownTables(t)
	resolves := slices.Concat(tables["resolve"], tables["examples"])
	if len(resolves) == 0 {
		t.Fatalf("%s: no resolve table in testdata/", d.Name())
	}
	t.Run("tables", func(t *testing.T) {
		for _, kind := range tableKinds {
			for _, path := range tables[kind.name] {
				t.Run(filepath.Base(path), func(t *testing.T) { kind.run(t, d, path) })
			}
		}
	})
	t.Run("traces", func(t *testing.T) {
		for _, path := range resolves {
			CheckTraces(t, d, path)
		}
	})
	t.Run("hostile", func(t *testing.T) { RunHostile(t, d, ReadHostile(t, "testdata/hostile.txt")) })
	t.Run("maxlength", func(t *testing.T) {
		if c.MaxLength == nil {
			t.Fatalf("%s: Config.MaxLength is not set", d.Name())
		}
		CheckMaxLength(t, c.MaxLength)
	})
	t.Run("allocs", func(t *testing.T) {
		allocs := resolves
		var why allocates
		if cases, err := ReadCases("testdata/allocs.txt"); err == nil {
			why = readAllocates(t, "testdata/allocs.txt")
			if len(cases) > 0 {
				allocs = append(slices.Clip(allocs), "testdata/allocs.txt")
			}
		} else if !os.IsNotExist(err) {
			t.Fatal(err)
		}
		validates := tables["validate"]
		if why.validate != "" {
			t.Logf("%s: validation not checked: %s", d.Name(), why.validate)
			validates = nil
		}
		checkTableAllocs(t, d, allocs, validates, why.resolve)
	})
	t.Run("contract", func(t *testing.T) { CheckContract(t, d) })
	t.Run("errors", func(t *testing.T) { CheckErrors(t, d, resolves...) })
	if _, ok := d.(dialect.Relativizer); ok {
		t.Run("relativize", func(t *testing.T) {
			variants, pairs := readVariants(t, "testdata/variants.txt")
			st := CheckRelativize(t, d, cmp(pairs, RelativizePairs), 1)
			t.Logf("%+v", st)
			CheckRelativizeVariants(t, d, variants...)
		})
	}
}

// cmp returns n, or def when n is 0.
func cmp(n, def int) int {
	if n == 0 {
		return def
	}
	return n
}

// tableKinds are the kinds of table Suite runs, by the start of their
// file name, in the order it runs them.
var tableKinds = []struct {
	name string
	run  func(t *testing.T, d dialect.Dialect, path string)
}{
	{"resolve", RunFile},
	{"examples", RunFile},
	{"parse", RunParseFile},
	{"validate", RunValidateFile},
	{"base", RunBaseFile},
	{"relativize", RunRelativizeFile},
	{"normalize", RunNormalizeFile},
}

// ownTables returns the tables of testdata/ by kind.
func ownTables(t testing.TB) map[string][]string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, p := range paths {
		for _, k := range tableKinds {
			if strings.HasPrefix(filepath.Base(p), k.name) {
				out[k.name] = append(out[k.name], p)
			}
		}
	}
	return out
}

// checkTableAllocs checks the allocations of every case of the resolve
// tables that resolves without error, under its options (only of parsing
// when resolveAllocates says why), and of every valid string of the
// validate tables.
func checkTableAllocs(t *testing.T, d dialect.Dialect, resolves, validates []string, resolveAllocates string) {
	if resolveAllocates != "" {
		t.Logf("%s: parsing only: %s", d.Name(), resolveAllocates)
	}
	for _, path := range resolves {
		for _, c := range mustRead(t, path) {
			if c.WantErr {
				continue
			}
			if filepath.Base(path) == "allocs.txt" && c.Expect != "1" {
				t.Fatalf("%s: the expectation is 1, the result's allocation", c.where())
			}
			dd, err := Configure(d, c.Options)
			if err != nil {
				t.Fatalf("%s: %v", c.where(), err)
			}
			if resolveAllocates != "" {
				checkParseAllocs(t, dd, c.Base, c.Ref)
				continue
			}
			CheckAllocs(t, dd, c.Base, c.Ref)
		}
	}
	v := d.(dialect.Validator)
	for _, path := range validates {
		for _, c := range mustRead(t, path) {
			if c.Expect != "valid" || c.Options != nil {
				continue
			}
			if n := testing.AllocsPerRun(10, func() { _ = v.Validate(c.Ref) }); n != 0 {
				t.Errorf("%s: Validate(%q) allocates %v times, want 0", c.where(), c.Ref, n)
			}
		}
	}
}

// readVariants reads the configurations of a variants table, one a line:
// KEY=VALUE pairs separated by spaces; "#" starts a comment. A line
// "@pairs N" sets how many generated pairs the relativization property
// runs under the defaults (0 where there is none). A missing file is no
// configuration.
func readVariants(t *testing.T, path string) (variants [][]Option, pairs int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, 0
	}
	if err != nil {
		t.Fatal(err)
	}
	var out [][]Option
	for n, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#")
		if v, ok := strings.CutPrefix(line, "@pairs "); ok {
			if pairs, err = strconv.Atoi(strings.TrimSpace(v)); err != nil || pairs <= 0 {
				t.Fatalf("%s:%d: want @pairs N, N > 0, got %q", path, n+1, line)
			}
			continue
		}
		var opts []Option
		for _, kv := range strings.Fields(line) {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				t.Fatalf("%s:%d: want KEY=VALUE, got %q", path, n+1, kv)
			}
			opts = append(opts, Option{Key: k, Value: v})
		}
		if opts != nil {
			out = append(out, opts)
		}
	}
	return out, pairs
}

// allocates is what testdata/allocs.txt says of a dialect that allocates
// more than Suite checks by default: why resolving allocates more than
// its result, why validating a valid string allocates at all.
type allocates struct{ resolve, validate string }

// readAllocates reads the lines "@allocates resolve REASON" and
// "@allocates validate REASON" of an allocs table.
func readAllocates(t *testing.T, path string) allocates {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var a allocates
	for n, line := range strings.Split(string(data), "\n") {
		rest, ok := strings.CutPrefix(line, "@allocates ")
		if !ok {
			continue
		}
		op, why, _ := strings.Cut(rest, " ")
		if why = strings.TrimSpace(why); why == "" {
			t.Fatalf("%s:%d: want @allocates resolve|validate REASON", path, n+1)
		}
		switch op {
		case "resolve":
			a.resolve = why
		case "validate":
			a.validate = why
		default:
			t.Fatalf("%s:%d: want @allocates resolve|validate REASON, got %q", path, n+1, op)
		}
	}
	return a
}

// CheckContract checks what every dialect keeps, whatever its
// specification: d, its package's Default, is named by its Info and
// describes itself by its name alone; Info and Options return copies;
// every option has a doc, and every value of an enumerated one is
// accepted by With, which leaves d as it was and gives a dialect that
// describes itself by the value (or by its name alone, for the default);
// an unknown key is an error that names the known ones.
func CheckContract(t *testing.T, d dialect.Dialect) {
	t.Helper()
	desc, ok := d.(dialect.Describer)
	if !ok {
		t.Fatalf("%s is not a Describer", d.Name())
	}
	cf, ok := d.(dialect.Configurable)
	if !ok {
		t.Fatalf("%s is not Configurable", d.Name())
	}
	info := desc.Info()
	if info.Name != d.Name() || fmt.Sprint(d) != d.Name() {
		t.Errorf("Info().Name = %q, String() = %q, Name() = %q: want the same", info.Name, fmt.Sprint(d), d.Name())
	}
	if len(info.Parts) == 0 || info.Document == "" || info.Title == "" || info.Date == "" || info.Status == "" {
		t.Errorf("%s: incomplete Info: %+v", d.Name(), info)
	}
	info.Parts[0].Name = "changed"
	if desc.Info().Parts[0].Name == "changed" {
		t.Errorf("%s: Info does not return a copy of its parts", d.Name())
	}
	var keys []string
	for _, o := range cf.Options() {
		keys = append(keys, o.Key)
		if o.Doc == "" || len(o.Values) == 0 || o.Default == "" && o.Values[0] != "" {
			t.Errorf("%s: option %s without doc, values or default: %+v", d.Name(), o.Key, o)
		}
		if !o.Enumerated {
			continue
		}
		for _, v := range o.Values {
			dd, err := cf.With(o.Key, v)
			if err != nil {
				t.Errorf("%s: With(%q, %q): %v", d.Name(), o.Key, v, err)
				continue
			}
			want := d.Name()
			if v != o.Default {
				want += "(" + o.Key + "=" + v + ")"
			}
			if got := fmt.Sprint(dd); got != want {
				t.Errorf("%s: With(%q, %q) is %s, want %s", d.Name(), o.Key, v, got, want)
			}
		}
		if _, err := cf.With(o.Key, "no such value"); err == nil {
			t.Errorf("%s: With(%q, \"no such value\") succeeds", d.Name(), o.Key)
		}
	}
	if fmt.Sprint(d) != d.Name() {
		t.Errorf("%s: With changed its receiver: %s", d.Name(), fmt.Sprint(d))
	}
	if opts := cf.Options(); len(opts) > 0 {
		opts[0].Values[0] = "changed"
		if cf.Options()[0].Values[0] == "changed" {
			t.Errorf("%s: Options does not return copies", d.Name())
		}
	}
	_, err := cf.With("no-such-option", "x")
	want := fmt.Sprintf("%s: unknown option %q (known: %s)", d.Name(), "no-such-option", strings.Join(keys, ", "))
	if err == nil || err.Error() != want {
		t.Errorf("With of an unknown key: %v, want %s", err, want)
	}
}

// Benchmarks runs the kit's benchmarks on d, from its package's folder,
// each a sub-benchmark, so that a package declares one benchmark:
//
//	func BenchmarkDialect(b *testing.B) { dialecttest.Benchmarks(b, Default) }
//
// Resolve and Parse run the published examples of testdata/resolve.txt
// (or examples.txt) and the mix, each beside net/url ([BenchResolve],
// [BenchParse]); Linear the long inputs of [Shapes] ([BenchLinear]);
// Validate each reference of the examples in turn, one reference an op;
// and Relativize, for a [dialect.Relativizer], relativizing against
// resolving ([BenchRelativize]).
func Benchmarks(b *testing.B, d dialect.Dialect) {
	path := filepath.Join("testdata", "resolve.txt")
	if _, err := os.Stat(path); err != nil {
		path = filepath.Join("testdata", "examples.txt")
	}
	examples := Examples(b, path)
	b.Run("Resolve", func(b *testing.B) { BenchResolve(b, d, examples) })
	b.Run("Parse", func(b *testing.B) { BenchParse(b, d, examples) })
	b.Run("Linear", func(b *testing.B) { BenchLinear(b, d, Shapes...) })
	b.Run("Validate", func(b *testing.B) {
		v := d.(dialect.Validator)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			_ = v.Validate(examples[i].Ref)
			if i++; i == len(examples) {
				i = 0
			}
		}
	})
	if _, ok := d.(dialect.Relativizer); ok {
		b.Run("Relativize", func(b *testing.B) { BenchRelativize(b, d, examples) })
	}
}
