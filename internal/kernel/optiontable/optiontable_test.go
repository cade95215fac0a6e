package optiontable

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type level uint8

type opts struct {
	level level
	on    bool
	label string
	tags  map[string]string
}

var errEmpty = errors.New("empty value")

func table() *Table[opts] {
	return &Table[opts]{
		Specs: []Spec[opts]{
			{
				Key: "tag.NAME", Prefix: "tag.", Values: []string{"TEXT"}, Default: "untagged",
				Doc: "a family",
				Parse: func(o *opts, arg, value string) error {
					if arg == "" || value == "" {
						return errEmpty
					}
					m := map[string]string{arg: value}
					for k, v := range o.tags {
						if k != arg {
							m[k] = v
						}
					}
					o.tags = m
					return nil
				},
				Show: func(o *opts) []Setting {
					var out []Setting
					for k, v := range o.tags {
						out = append(out, Setting{k, v})
					}
					slices.SortFunc(out, func(a, b Setting) int { return strings.Compare(a.Arg, b.Arg) })
					return out
				},
			},
			NewEnum("level", []string{"low", "mid", "high"}, "an enum", func(o *opts) *level { return &o.level }).spec(),
			Flag("on", "no", "yes", "a flag", func(o *opts) *bool { return &o.on }),
			{
				Key: "label", Values: []string{"", "TEXT"}, Doc: "free-form",
				Parse: func(o *opts, _, value string) error { o.label = value; return nil },
				Show: func(o *opts) []Setting {
					if o.label == "" {
						return nil
					}
					return []Setting{{Value: o.label}}
				},
			},
		},
	}
}

func TestSetAndDescribe(t *testing.T) {
	tb := table()
	var o opts
	assert.Equal(t, "test", tb.Describe("test", &o))
	require.NoError(t, tb.Set("test", &o, "tag.b", "2"))
	require.NoError(t, tb.Set("test", &o, "level", "high"))
	require.NoError(t, tb.Set("test", &o, "tag.a", "1"))
	require.NoError(t, tb.Set("test", &o, "label", "x"))
	require.NoError(t, tb.Set("test", &o, "on", "yes"))
	// Single keys in table order, then families.
	assert.Equal(t, "test(level=high,on=yes,label=x,tag.a=1,tag.b=2)", tb.Describe("test", &o))
	require.NoError(t, tb.Set("test", &o, "level", "low"))
	require.NoError(t, tb.Set("test", &o, "on", "no"))
	assert.Equal(t, "test(label=x,tag.a=1,tag.b=2)", tb.Describe("test", &o))
	o.level = 7
	assert.Equal(t, "test(level=7,label=x,tag.a=1,tag.b=2)", tb.Describe("test", &o), "a value without a name")
}

func TestErrors(t *testing.T) {
	tb := table()
	var o opts
	assert.EqualError(t, tb.Set("test", &o, "lvl", "low"), `test: unknown option "lvl" (known: tag.NAME, level, on, label)`)
	assert.EqualError(t, tb.Set("test", &o, "level", "max"), `test: option level: unknown value "max" (known: low, mid, high)`)
	err := tb.Set("test", &o, "tag.x", "")
	assert.EqualError(t, err, `test: option tag.x: empty value`)
	assert.ErrorIs(t, err, errEmpty)
	assert.Error(t, tb.Set("test", &o, "tag.", "v"))
	assert.Equal(t, opts{}, o, "a failed Set changes nothing it did not parse")
}

func TestFold(t *testing.T) {
	tb := table()
	var o opts
	require.NoError(t, tb.Set("test", &o, " Level ", " HIGH "))
	require.NoError(t, tb.Set("test", &o, "TAG.Foo", "Bar"))
	require.NoError(t, tb.Set("test", &o, "Label", " As Given "))
	assert.Equal(t, "test(level=high,label= As Given ,tag.foo=Bar)", tb.Describe("test", &o))
	assert.EqualError(t, tb.Set("test", &o, " Level ", "max"), `test: option level: unknown value "max" (known: low, mid, high)`)
}

func TestInfos(t *testing.T) {
	tb := table()
	infos := tb.Infos()
	require.Len(t, infos, 4)
	assert.Equal(t, "tag.NAME", infos[0].Key)
	assert.Equal(t, "untagged", infos[0].Default)
	assert.Equal(t, "low", infos[1].Default)
	assert.Equal(t, []string{"no", "yes"}, infos[2].Values)
	assert.Equal(t, "", infos[3].Default)
	assert.Equal(t, []bool{false, true, true, false},
		[]bool{infos[0].Enumerated, infos[1].Enumerated, infos[2].Enumerated, infos[3].Enumerated},
		"enum and flag options are enumerated, free-form ones not")
	infos[1].Values[0] = "changed"
	assert.Equal(t, "low", tb.Infos()[1].Values[0], "Infos returns copies")
}

// TestAliases: an alias sets its option, mapping its values, and is
// named in Infos but never written by Describe.
func TestAliases(t *testing.T) {
	tb := &Table[opts]{
		Specs: []Spec[opts]{
			func() Spec[opts] {
				sp := Flag("samescheme", "absolute", "relative", "a flag", func(o *opts) *bool { return &o.on })
				sp.Aliases = []Alias{{Key: "strict", Values: map[string]string{"true": "absolute", "false": "relative"}}}
				return sp
			}(),
			func() Spec[opts] {
				sp := NewEnum("level", []string{"low", "mid", "high"}, "an enum", func(o *opts) *level { return &o.level }).spec()
				sp.Aliases = []Alias{{Key: "grade"}}
				return sp
			}(),
		},
	}
	var o opts
	require.NoError(t, tb.Set("test", &o, " Strict ", "FALSE"))
	assert.True(t, o.on)
	assert.Equal(t, "test(samescheme=relative)", tb.Describe("test", &o))
	require.NoError(t, tb.Set("test", &o, "strict", "true"))
	assert.False(t, o.on)
	require.NoError(t, tb.Set("test", &o, "grade", "high"))
	assert.Equal(t, "test(level=high)", tb.Describe("test", &o))

	err := tb.Set("test", &o, "strict", "relative")
	require.Error(t, err)
	assert.Equal(t, `test: option strict: unknown value "relative" (known: false, true)`, err.Error())
	err = tb.Set("test", &o, "grade", "top")
	require.Error(t, err)
	assert.Equal(t, `test: option level: unknown value "top" (known: low, mid, high)`, err.Error())
	err = tb.Set("test", &o, "nosuch", "x")
	require.Error(t, err)
	assert.Equal(t, `test: unknown option "nosuch" (known: samescheme, level)`, err.Error())

	infos := tb.Infos()
	assert.Equal(t, "a flag Also strict=false|true, the key of an earlier release (false is relative, true is absolute).", infos[0].Doc)
	assert.Equal(t, "an enum Also grade, the key of an earlier release.", infos[1].Doc)
}

// TestEnum: one declaration gives the Spec, the With function and the
// String of the enum.
func TestEnum(t *testing.T) {
	e := NewEnum("level", []string{"low", "mid", "high"}, "an enum", func(o *opts) *level { return &o.level })
	var o opts
	e.With(2)(&o)
	assert.Equal(t, level(2), o.level)
	assert.Equal(t, "high", e.Name(2))
	assert.Equal(t, "level(7)", e.Name(7), "a value without a name is written as the type and its number")
	sp := e.spec()
	assert.Equal(t, 2, sp.Get(&o))
	sp.Set(&o, 1)
	assert.Equal(t, "mid", e.Name(o.level))
}
