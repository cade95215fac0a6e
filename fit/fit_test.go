package fit

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/engine"
)

var update = flag.Bool("update", false, "rewrite the golden reports in testdata/fit")

func readFile(t *testing.T, name string) []Observation {
	t.Helper()
	f, err := os.Open(filepath.Join("../testdata/fit", name))
	require.NoError(t, err)
	defer f.Close()
	rd, err := Read(f)
	obs, bad := rd.Observations, rd.Bad
	require.NoError(t, err)
	require.Empty(t, bad)
	return obs
}

// goldenDialects are the dialects of the golden reports' space, named so
// that a dialect registered later changes no golden file.
var goldenDialects = []string{"rfc1630", "draft01", "rfc1808", "rfc2396", "rfc3986"}

// Every observations file of testdata/fit with a .golden beside it gives
// the report written there, against the space of goldenDialects (go test
// ./fit -update rewrites them).
func TestReportsGolden(t *testing.T) {
	files, err := filepath.Glob("../testdata/fit/*.golden")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, golden := range files {
		name := strings.TrimSuffix(filepath.Base(golden), ".golden") + ".tsv"
		t.Run(name, func(t *testing.T) {
			obs := readFile(t, name)
			varied, unvaried := schemesToVary(obs)
			var configs []engine.Config
			for _, c := range engine.Configurations(varied...) {
				if slices.Contains(goldenDialects, c.Dialect.Name()) {
					configs = append(configs, c)
				}
			}
			res := Fit(obs, Options{Configs: configs})
			res.Varied, res.Unvaried = varied, unvaried
			var b strings.Builder
			require.NoError(t, res.Report(10).WriteText(&b))
			if *update {
				require.NoError(t, os.WriteFile(golden, []byte(b.String()), 0o644))
				return
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err)
			assert.Equal(t, string(want), b.String())
		})
	}
}

// The quirks file was answered as rfc2396 with dotdot=drop answers, but
// for a query the system escaped, which no revision does, and a
// reference above the root the system refused.
func TestFitQuirks(t *testing.T) {
	obs := readFile(t, "quirks.tsv")
	res := Fit(obs, Options{})
	require.Len(t, obs, 10)
	assert.Equal(t, []string{"http", "https"}, res.Varied)
	best := res.Best()
	require.Len(t, best, 2)
	assert.Equal(t, "rfc2396 -o dotdot=drop", best[0].Config.Name())
	assert.Equal(t, "rfc2396 -o dotdot=drop -o ipv6=true", best[1].Config.Name())
	assert.Equal(t, 8, best[0].Reproduced)
	assert.Equal(t, 3, res.Ranking[2].Rank, "ties share a rank and the next rank counts them")
	assert.Equal(t, []string{"ipv6"}, res.Undetermined(0))
	assert.Equal(t, []string{"rfc2396 ipv6"}, res.NotDetermined())

	var unrep []int
	for _, j := range res.Unreproduced {
		unrep = append(unrep, obs[j].Line)
	}
	assert.Equal(t, []int{8}, unrep, "the escaped query")

	// The draft01 configurations that reproduce the same 7 observations
	// are one line, named by what they share.
	var draft *Group
	for _, g := range res.Groups() {
		if g.Rank == 3 && strings.HasPrefix(g.Name, "draft01") {
			require.Nil(t, draft, "one draft01 line at rank 3")
			draft = &g
		}
	}
	require.NotNil(t, draft)
	assert.Equal(t, res.Ranking[draft.Members[0]].Config.Name(), draft.Name, "named by its first")
	assert.Equal(t, []string{"scheme.http", "scheme.https"}, draft.Several)
	for _, m := range draft.Members {
		assert.Equal(t, 7, res.Ranking[m].Reproduced)
		assert.True(t, slices.Equal(res.hits[res.Ranking[m].index], res.hits[res.Ranking[draft.Members[0]].index]))
	}

	misses := res.Misses(0)
	require.Len(t, misses, 2)
	above := misses[1]
	assert.Equal(t, 10, obs[above.Observation].Line)
	assert.Equal(t, "http://a/g", above.Answer)
	require.NotNil(t, above.Step)
	assert.True(t, above.Compared)
	assert.Equal(t, "RFC 2396, Section 5.2, step 6g", above.Step.Rule.String())
	assert.Equal(t, "rfc2396 -o dotdot=reject", above.Reproducer)
	assert.Equal(t, "RFC 2396, Section 5.2, step 6g", above.Other.Rule.String())
	assert.Empty(t, misses[0].Reproducer)
}

// A miss against a sibling of another option parts at the step that
// option governs.
func TestMissPartsAtOptionStep(t *testing.T) {
	obs := []Observation{
		{Line: 1, Base: "http://a/b/c/d;p?q", Ref: "http:g", Observed: "http://a/b/c/g"},
		{Line: 2, Base: "http://a/b/c/d;p?q", Ref: "g", Observed: "http://a/b/c/g"},
	}
	res := Fit(obs, Options{})
	var at int
	for i, rk := range res.Ranking {
		if rk.Config.Name() == "rfc3986" {
			at = i
		}
	}
	misses := res.Misses(at)
	require.Len(t, misses, 1)
	assert.Equal(t, "http:g", misses[0].Answer)
	assert.Equal(t, "rfc3986 -o samescheme=relative", misses[0].Reproducer)
	require.NotNil(t, misses[0].Step)
	assert.Equal(t, "RFC 3986, Section 5.2.2", misses[0].Step.Rule.String()[:len("RFC 3986, Section 5.2.2")])
}

// Fit's plan, which resolves once for all the draft01 configurations
// that differ only in other schemes' memberships, gives what resolving
// every configuration one by one gives.
func TestFitPlanMatchesDirect(t *testing.T) {
	var obs []Observation
	bases := []string{"http://a/b/c/d;p?q", "http://a/b/", "https://x/y/z;p?q#f", "https://x/", "ftp://f/a/b;type=a", "gopher://g/1/x", "noscheme/a/b", ""}
	for _, b := range bases {
		for i, ref := range pool {
			o := Observation{Line: len(obs) + 1, Base: b, Ref: ref}
			// Answer as rfc1808 does, but refuse every seventh.
			if i%7 == 0 {
				o.Rejected = true
			} else {
				t, err := Answer(mustConfig(t, "rfc1808"), o)
				o.Observed, o.Rejected = t, err != nil
			}
			obs = append(obs, o)
		}
	}
	res := Fit(obs, Options{})
	require.Equal(t, []string{"http", "https"}, res.Varied)
	require.Equal(t, []string{"ftp", "gopher"}, res.Unvaried)
	for i, c := range res.Configs {
		for j, o := range obs {
			t0, err := Answer(c, o)
			want := (err != nil) == o.Rejected && (err != nil || t0 == o.Observed)
			if res.hit(i, j) != want {
				t.Fatalf("%s on line %d (%q against %q): fit says %v, resolving says %v", c.Name(), o.Line, o.Ref, o.Base, res.hit(i, j), want)
			}
		}
	}
}

// The premise of the plan: a draft01 membership of a scheme changes no
// answer for bases of another scheme, absolute references included.
func TestMembershipOfOtherSchemes(t *testing.T) {
	refs := append(slices.Clone(pool), "https://h/a/../b;p?q#f", "https:x;y?z#w", "gopher://g/1/../x?y#z")
	plain := mustConfig(t, "draft01")
	for _, m := range []string{"none", "nonhierarchical", "netloc+params+query+fragment", "fragment"} {
		other := mustConfig(t, "draft01 -o scheme.https="+m+" -o scheme.gopher="+m)
		for _, ref := range refs {
			o := Observation{Base: "http://a/b/c/d;p?q", Ref: ref}
			a1, e1 := Answer(plain, o)
			a2, e2 := Answer(other, o)
			if a1 != a2 || (e1 == nil) != (e2 == nil) {
				t.Errorf("%q: %q, %v with the table's memberships; %q, %v with https and gopher %s", ref, a1, e1, a2, e2, m)
			}
		}
	}
}

func mustConfig(t *testing.T, name string) engine.Config {
	t.Helper()
	c, err := engine.ParseConfig(name)
	require.NoError(t, err)
	return c
}

func TestReadBadInput(t *testing.T) {
	f, err := os.Open("../testdata/fit/malformed.tsv")
	require.NoError(t, err)
	defer f.Close()
	rd, err := Read(f)
	obs, bad := rd.Observations, rd.Bad
	require.NoError(t, err)
	require.Len(t, obs, 2)
	assert.Equal(t, 1, obs[0].Line)
	assert.Equal(t, 6, obs[1].Line)
	assert.Equal(t, "http://a/b/g", obs[1].Observed, "a CR before the LF is dropped")
	var got []string
	for _, le := range bad {
		got = append(got, le.Error())
	}
	assert.Equal(t, []string{
		"line 2: 1 fields: want base<TAB>reference<TAB>observed, or the 4 or 5 fields of the batch's output",
		"line 3: 2 fields: want base<TAB>reference<TAB>observed (a probe's line needs the observed answer after a TAB)",
		"line 4: 6 fields: want base<TAB>reference<TAB>observed, or the 4 or 5 fields of the batch's output",
		`line 5: field 2: byte 1: unknown escape "\\x": want \\, \t, \n or \r`,
	}, got)

	for name, want := range map[string]string{
		"notsv.txt": "not a TSV file: none of its 2 lines has a TAB: want base<TAB>reference<TAB>observed lines",
		"empty.tsv": ErrNoObservations.Error(),
	} {
		f, err := os.Open("../testdata/fit/" + name)
		require.NoError(t, err)
		rd, err := Read(f)
		bad := rd.Bad
		f.Close()
		assert.EqualError(t, err, want, name)
		assert.Empty(t, bad, name)
	}
	rd, err = Read(strings.NewReader("a\x00b\tc\td\n"))
	assert.ErrorContains(t, err, "not a TSV file: it holds NUL bytes")
	rd, err = Read(strings.NewReader(""))
	assert.ErrorIs(t, err, ErrNoObservations)
}

// A line too long is reported, and the lines after it are read.
func TestReadLongLine(t *testing.T) {
	in := "b\tr\tx\n" + strings.Repeat("a", maxLine+5) + "\tr\tx\r\nb\tr2\tx\n"
	rd, err := Read(strings.NewReader(in))
	obs, bad := rd.Observations, rd.Bad
	require.NoError(t, err)
	require.Len(t, obs, 2)
	assert.Equal(t, 3, obs[1].Line)
	require.Len(t, bad, 1)
	assert.Equal(t, "line 2: longer than the limit of 1048576 bytes", bad[0].Error())
	rd, err = Read(strings.NewReader(strings.Repeat("a", maxLine-4) + "\tb\tc"))
	obs, bad = rd.Observations, rd.Bad
	require.NoError(t, err)
	assert.Empty(t, bad)
	assert.Len(t, obs, 1, "a line of the limit, without a line end")
}

// Every line is an observation, a malformed line or an empty one.
func FuzzRead(f *testing.F) {
	f.Add("b\tr\tx\n\nb\tr\n\\q\tr\t(error)\r\n")
	f.Add("a\x00b")
	f.Fuzz(func(t *testing.T, in string) {
		rd, err := Read(strings.NewReader(in))
		obs, bad, skipped := rd.Observations, rd.Bad, rd.Skipped
		lines := strings.Count(in, "\n")
		if in != "" && !strings.HasSuffix(in, "\n") {
			lines++
		}
		if err != nil {
			return
		}
		if got := len(obs) + len(bad) + skipped; got != lines {
			t.Fatalf("%q: %d observations + %d malformed + %d empty = %d, want %d lines", in, len(obs), len(bad), skipped, got, lines)
		}
	})
}

func TestReadForms(t *testing.T) {
	in := "b\tr\t(error)\nb\tr\t\nb\tr\tx\t\nb\tr\t\terr: no\t\nb\\tx\tr\\\\\ty\\n\n"
	rd, err := Read(strings.NewReader(in))
	obs, bad := rd.Observations, rd.Bad
	require.NoError(t, err)
	require.Empty(t, bad)
	require.Len(t, obs, 5)
	assert.True(t, obs[0].Rejected)
	assert.True(t, obs[1].Rejected, "an empty observed field is a refusal")
	assert.Equal(t, Observation{Line: 3, Base: "b", Ref: "r", Observed: "x"}, obs[2], "the batch's output, resolved")
	assert.True(t, obs[3].Rejected, "the batch's output, failed")
	assert.Equal(t, Observation{Line: 5, Base: "b\tx", Ref: `r\`, Observed: "y\n"}, obs[4], "the batch's escapes")
	assert.Equal(t, "b\\tx\tr\\\\\ty\\n", obs[4].String())
}
