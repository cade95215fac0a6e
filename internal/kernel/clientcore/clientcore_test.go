package clientcore

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

var testGrammar = dialect.NewGrammar("clientcore-test")

func TestSplit(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://a/b/c/d;p?q#f", `scheme="http" authority="a" path="/b/c/d;p" query="q" fragment="f"`},
		{"g?y:z", `path="g" query="y:z"`},
		{":x", `path=":x"`},
		{"//g?y", `authority="g" path="" query="y"`},
		{"#s", `path="" fragment="s"`},
		{"", `path=""`},
	} {
		r := Split(tc.in, testGrammar)
		assert.Equal(t, tc.want, dialecttest.FormatParts(r), tc.in)
		assert.Equal(t, tc.in, dialect.Recompose(r), "lossless: %q", tc.in)
	}
}

func FuzzSplit(f *testing.F) {
	for _, s := range []string{"http://a/b?c#d", "a:b:c", "//x#y?z", "?#"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got := dialect.Recompose(Split(s, testGrammar)); got != s {
			t.Fatalf("Split(%q) recomposes to %q", s, got)
		}
	})
}

func TestRecorderBoundsRepeatedSteps(t *testing.T) {
	var steps []dialect.Step
	rec := NewRecorder(func(s dialect.Step) { steps = append(steps, s) })
	rule := dialect.Rule{Doc: "C", Sec: "f.c", Function: "f"}
	for i := 0; i < dialect.MaxRepeatedSteps+10; i++ {
		rec.Repeat(rule, "remove", func() string { return "x" })
	}
	rec.Flush("remove", "end")
	assert.Len(t, steps, dialect.MaxRepeatedSteps+1)
	assert.Equal(t, "remove (10 more)", steps[len(steps)-1].Action)
	assert.Equal(t, "end", steps[len(steps)-1].State)

	var off Recorder
	assert.False(t, off.On())
	off.Step(rule, "nothing", "x") // no callback: nothing happens
}

func TestValidateOnlyTheLimit(t *testing.T) {
	assert.NoError(t, Validate("c", "a b\x00%zz", 0))
	err := Validate("c", strings.Repeat("a", 11), 10)
	assert.Len(t, dialect.Violations(err), 1)
}
