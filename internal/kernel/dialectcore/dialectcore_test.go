package dialectcore_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// A toy dialect built as the real ones are: the test checks what the Core
// gives it, not what any specification says.
type settings struct{ loud bool }

type toy struct {
	core
	opts settings
}

type core = dialectcore.Core[settings, *toy]

var table = optiontable.Table[settings]{
	Dialect: "toy",
	Specs: []optiontable.Spec[settings]{
		optiontable.Flag("loud", "false", "true", "shouts", func(o *settings) *bool { return &o.loud }),
	},
}

var kind = &dialectcore.Kind[settings, *toy]{
	Info:    dialect.Info{Name: "toy", Document: "RFC 0", Parts: []dialect.PartName{{Part: dialect.Path, Name: "way"}}},
	Options: &table,
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
	assert.EqualError(t, err, `toy: unknown option "soft" (known: loud)`)

	info := quiet.Info()
	info.Parts[0].Name = "changed"
	assert.Equal(t, "way", quiet.Info().Parts[0].Name, "Info returns a copy")
	assert.Equal(t, []dialect.OptionInfo{{Key: "loud", Values: []string{"false", "true"}, Default: "false", Doc: "shouts", Enumerated: true}}, quiet.Options())
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
