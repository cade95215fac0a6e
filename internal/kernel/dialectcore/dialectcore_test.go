package dialectcore_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// A toy dialect built as the real ones are: the test checks what the Core
// gives it, not what any specification says.
type settings struct {
	optiontable.Limits
	loud bool
}

type toy struct {
	core
	opts settings
}

type core = dialectcore.Core[settings, *toy]

var table = optiontable.New[settings](
	optiontable.Flag("loud", "false", "true", "shouts", func(o *settings) *bool { return &o.loud }))

var kind = &dialectcore.Kind[settings, *toy]{
	Info:    dialect.Info{Name: "toy", Document: "RFC 0", Parts: []dialect.PartName{{Part: dialect.Path, Name: "way"}}},
	Options: table,
	Build:   func(o settings) *toy { return &toy{opts: o} },
}

type option func(*settings)

func (t *toy) Parse(s string) (dialect.Reference, error) {
	return dialect.Reference{}, errors.New("toy")
}
func (t *toy) Resolve(b, r dialect.Reference) (dialect.Reference, error) { return r, nil }
func (t *toy) Validate(s string) error                                   { return nil }
func (t *toy) ResolveTrace(b, r dialect.Reference, _ func(dialect.Step)) (dialect.Reference, error) {
	return r, nil
}

var (
	_ dialect.Describer    = (*toy)(nil)
	_ dialect.Configurable = (*toy)(nil)
)

func TestCore(t *testing.T) {
	quiet := kind.New(dialectcore.Apply([]option{}))
	loud := kind.New(dialectcore.Apply([]option{func(o *settings) { o.loud = true }}))
	assert.Equal(t, "toy", quiet.Name())
	assert.Equal(t, "toy", quiet.String())
	assert.Equal(t, "toy(loud=true)", loud.String())
	assert.True(t, loud.opts.loud, "the dialect's own copy of the settings")

	d, err := quiet.With("loud", "true")
	require.NoError(t, err)
	assert.Equal(t, "toy(loud=true)", d.(*toy).String())
	assert.True(t, d.(*toy).opts.loud)
	assert.Equal(t, "toy", quiet.String(), "With leaves the receiver unchanged")
	_, err = quiet.With("soft", "x")
	assert.EqualError(t, err, `toy: unknown option "soft" (known: loud, maxlength)`)

	info := quiet.Info()
	info.Parts[0].Name = "changed"
	assert.Equal(t, "way", quiet.Info().Parts[0].Name, "Info returns a copy")
	opts := quiet.Options()
	require.Len(t, opts, 2)
	assert.Equal(t, dialect.OptionInfo{Key: "loud", Values: []string{"false", "true"}, Default: "false", Doc: "shouts", Enumerated: true}, opts[0])
	assert.Equal(t, "maxlength", opts[1].Key, "the kit adds maxlength to every table")
}

type tryOption func(*settings) error

func TestTryApply(t *testing.T) {
	loud := func(o *settings) error { o.loud = true; return nil }
	bad := func(*settings) error { return errors.New("unknown label") }
	o, err := dialectcore.TryApply([]tryOption{loud})
	require.NoError(t, err)
	assert.True(t, o.loud)
	_, err = dialectcore.TryApply([]tryOption{loud, bad, loud})
	assert.EqualError(t, err, "unknown label")
}

// A toy dialect that resolves text: the test checks what a TextCore
// gives it.
type textSettings struct{ optiontable.Limits }

type texter struct {
	textCore
	opts  textSettings
	calls *int // how often the body ran
}

type textCore = dialectcore.TextCore[textSettings, *texter]

var bodyCalls int

var textKind = &dialectcore.Kind[textSettings, *texter]{
	Build:   func(o textSettings) *texter { return &texter{opts: o, calls: &bodyCalls} },
	Options: optiontable.New[textSettings](),
	Info:    dialect.Info{Name: "texter"},
	Text: func(d *texter, t, base *dialect.Reference, ref string, scratch *[]byte) error {
		*d.calls++
		*t = dialect.NewReference(base.Source() + ref)
		return nil
	},
}

func (x *texter) Parse(s string) (dialect.Reference, error) { return dialect.NewReference(s), nil }
func (x *texter) Resolve(b, r dialect.Reference) (dialect.Reference, error) {
	return dialect.NewReference(b.Source() + r.Source()), nil
}
func (x *texter) Validate(s string) error { return nil }
func (x *texter) ResolveTrace(b, r dialect.Reference, _ func(dialect.Step)) (dialect.Reference, error) {
	return x.Resolve(b, r)
}

// TestTextCore checks that ResolveText and the resolvers of
// NewTextResolver call the Kind's body, and that a reference longer than
// the dialect's limit is refused before the body runs, as its Parse
// refuses it.
func TestTextCore(t *testing.T) {
	d := textKind.New(dialectcore.Apply([]func(*textSettings){func(o *textSettings) { o.MaxLength = 8 }}))
	var _ dialect.BatchResolver = d
	base := dialect.NewReference("a/")
	var got dialect.Reference
	bodyCalls = 0
	require.NoError(t, d.ResolveText(&got, &base, "bcd"))
	assert.Equal(t, "a/bcd", got.Source())
	assert.Equal(t, 1, bodyCalls)

	err := d.ResolveText(&got, &base, strings.Repeat("x", 9))
	vs := dialect.Violations(err)
	require.Len(t, vs, 1, "%v", err)
	assert.Equal(t, dialect.RuleMaxLength, vs[0].Rule)
	assert.Equal(t, "texter", vs[0].Dialect)
	assert.Equal(t, 8, vs[0].Offset)
	assert.Equal(t, "a/bcd", got.Source(), "a refused reference leaves the target as it was")
	assert.Equal(t, 1, bodyCalls, "the body does not run for a reference over the limit")

	r := d.NewTextResolver()
	s, err := r.(dialect.StringResolver).ResolveToString(&base, "efg")
	require.NoError(t, err)
	assert.Equal(t, "a/efg", s)
	_, err = r.(dialect.StringResolver).ResolveToString(&base, strings.Repeat("x", 9))
	assert.Len(t, dialect.Violations(err), 1)
	assert.Equal(t, 2, bodyCalls)
}
