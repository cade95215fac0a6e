// Package dialectcore is the dialect kit: it holds, once, what every
// dialect has alike: Name, String, Info, Options and With, the
// constructor that applies functional options, and, for a dialect with
// nothing of its own to do there, Relativize, ResolveText and
// NewTextResolver. A dialect package declares what is its own (its
// [dialect.Info], its options table, its settings type) in a [Kind], and
// embeds a core in its Dialect struct, which gets the methods from it.
// Every dialect is declared the same way:
//
//	type Dialect struct {
//		core
//		opts options // the settings, for the package's own methods
//	}
//
//	type core = dialectcore.Core[options, *Dialect]
//
//	var kind = &dialectcore.Kind[options, *Dialect]{
//		Build:   func(o options) *Dialect { return &Dialect{opts: o} },
//		Options: optiontable.New[options](sameSchemeSpec()),
//		Info:    dialect.Info{Name: "rfc3986", ...},
//	}
//
//	// New returns a Dialect with opts applied in order over the defaults.
//	func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }
//
// Build makes the Dialect of the settings; [Kind.New] then fills in the
// core it embeds. The core names what the kit supplies besides Core's
// methods:
//
//   - [Core]: nothing more;
//   - [RelativizingCore]: Relativize, the candidate search of
//     internal/kernel/relgen that [Kind.Search] names, each candidate
//     checked with the Dialect's own Resolve;
//   - [TextCore]: ResolveText and NewTextResolver, around the body
//     [Kind.Text] names;
//   - [RelativizingTextCore]: both.
//
// The embedded field is unexported (the alias core), so the package's
// exported API is its Dialect type and the promoted methods; the settings
// stay unexported, and a Dialect stays immutable.
//
// A Kind's Dialect implements [dialect.Validator] and [dialect.Tracer] as
// well as [dialect.Dialect]: every dialect validates and traces, which the
// compiler checks here, once.
package dialectcore

import (
	"fmt"
	"slices"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// A Contract is what every dialect implements: the three methods of
// [dialect.Dialect], Validate and ResolveTrace.
type Contract interface {
	dialect.Dialect
	dialect.Validator
	dialect.Tracer
}

// A Kind describes one dialect package's Dialect type: D, whose settings
// are an O.
type Kind[O any, D Contract] struct {
	// Info describes the specification; Info.Name is the registry key.
	Info dialect.Info
	// Options names the settings for Options, With and String.
	Options *optiontable.Table[O]
	// Search is the candidate search of a [RelativizingCore]'s
	// Relativize; a Dialect with a plain Core has no Relativize.
	Search Search
	// Text is the body of the ResolveText and NewTextResolver of a
	// [TextCore] or [RelativizingTextCore] (see [TextResolve]).
	Text TextResolve[D]
	// Build returns the Dialect with settings o, its core left zero:
	// New fills it in.
	Build func(o O) D
}

// New returns the Dialect with settings o.
func (k *Kind[O, D]) New(o O) D {
	d := k.Build(o)
	// The Core embedded in d learns its kind, its settings and the
	// Dialect it is part of, which Relativize and ResolveText call.
	any(d).(binder[O, D]).bind(k, o, d)
	return d
}

// A binder is a Dialect that embeds a Core, which New fills in.
type binder[O any, D Contract] interface {
	bind(k *Kind[O, D], o O, d D)
}

// Apply returns the settings that opts, applied in order over the zero
// settings (a dialect's defaults), make.
func Apply[O any, F ~func(*O)](opts []F) O {
	var o O
	for _, f := range opts {
		f(&o)
	}
	return o
}

// TryApply is Apply for options that can fail (an encoding label the
// dialect does not know, say): it stops at the first error and returns it.
func TryApply[O any, F ~func(*O) error](opts []F) (O, error) {
	var o O
	for _, f := range opts {
		if err := f(&o); err != nil {
			return o, err
		}
	}
	return o, nil
}

// A Core is the part of a Dialect that every dialect has alike. Its zero
// value is not usable: a Core comes from [Kind.New].
type Core[O any, D Contract] struct {
	kind      *Kind[O, D]
	opts      O
	maxLength int // the option maxlength: 0 for dialect.DefaultMaxLength
	self      D   // the Dialect the Core is part of
}

func (c *Core[O, D]) bind(k *Kind[O, D], o O, d D) {
	*c = Core[O, D]{kind: k, opts: o, maxLength: k.Options.MaxLength(&o), self: d}
}

// Name returns the registry key, whatever the options: "rfc3986".
func (c *Core[O, D]) Name() string { return c.kind.Info.Name }

// String returns the name followed by the settings that differ from the
// defaults, as key=value pairs: "rfc2396(dotdot=drop)", or "rfc2396".
func (c *Core[O, D]) String() string { return c.kind.Options.Describe(c.kind.Info.Name, &c.opts) }

// Info describes the specification the dialect models and names its
// components as the specification does. The Parts slice is a copy.
func (c *Core[O, D]) Info() dialect.Info {
	i := c.kind.Info
	i.Parts = slices.Clone(i.Parts)
	return i
}

// Options lists the options [Core.With] accepts, each with its values,
// its default and the clause of the specification it follows.
func (c *Core[O, D]) Options() []dialect.OptionInfo { return c.kind.Options.Infos() }

// With returns a new Dialect with the option key set to value, leaving
// the receiver unchanged. An unknown key or value is an error naming the
// known ones.
func (c *Core[O, D]) With(key, value string) (dialect.Dialect, error) {
	o := c.opts
	if err := c.kind.Options.Set(c.kind.Info.Name, &o, key, value); err != nil {
		return nil, err
	}
	return c.kind.New(o), nil
}

// Every dialect built on a Core describes itself, takes options by name and
// prints its configuration.
var (
	_ dialect.Describer     = (*Core[struct{}, Contract])(nil)
	_ dialect.Configurable  = (*Core[struct{}, Contract])(nil)
	_ fmt.Stringer          = (*Core[struct{}, Contract])(nil)
	_ dialect.Relativizer   = (*RelativizingCore[struct{}, Contract])(nil)
	_ dialect.BatchResolver = (*TextCore[struct{}, Contract])(nil)
	_ dialect.BatchResolver = (*RelativizingTextCore[struct{}, Contract])(nil)
	_ dialect.Relativizer   = (*RelativizingTextCore[struct{}, Contract])(nil)
)
