// Package engine selects dialects by name at run time, configures them by
// option name, compares one reference across every dialect, and resolves
// batches of base/reference pairs.
//
// The registry is a static table of the dialects uridialect ships (the x/text
// htmlindex shape): it imports the dialect packages, and they do not know it
// exists. Names are matched case-insensitively after trimming spaces.
package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// DefaultName is the dialect used when none is named: RFC 3986, the
// current standard.
const DefaultName = "rfc3986"

// Lookup returns the dialect registered under name, with its default
// options. An unknown name is an error that lists the known ones.
func Lookup(name string) (dialect.Dialect, error) {
	key := strings.ToLower(strings.TrimSpace(name))
	for _, d := range registry {
		if d.Name() == key {
			return d, nil
		}
	}
	return nil, fmt.Errorf("engine: unknown dialect %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Get returns the dialect registered under name configured with options
// of the form KEY=VALUE, applied in order.
func Get(name string, options ...string) (dialect.Dialect, error) {
	d, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	return Configure(d, options...)
}

// Names returns the registered names in sorted order.
func Names() []string {
	names := make([]string, len(registry))
	for i, d := range registry {
		names[i] = d.Name()
	}
	slices.Sort(names)
	return names
}

// All returns the registered dialects with their default options, in the
// order their specifications were published, then the client profiles.
func All() []dialect.Dialect { return slices.Clone(registry) }

// Specifications returns the registered dialects that model a
// specification, in order of publication.
func Specifications() []dialect.Dialect { return slices.Clone(specifications) }

// Clients returns the registered client profiles: browsers and libraries
// of their time, each modelled from its source code.
func Clients() []dialect.Dialect { return slices.Clone(clients) }

// IsClient reports whether d is a client profile (its Info's Kind is
// dialect.Client).
func IsClient(d dialect.Dialect) bool { return Info(d).Kind == dialect.Client }

// Info returns what d describes of itself, or just its name.
func Info(d dialect.Dialect) dialect.Info {
	if ds, ok := d.(dialect.Describer); ok {
		return ds.Info()
	}
	return dialect.Info{Name: d.Name()}
}

// Parts returns the components d's specification defines, in order, with
// the name it gives each; for a dialect that does not describe them, every
// [dialect.Part] under its generic name.
func Parts(d dialect.Dialect) []dialect.PartName {
	if names := Info(d).Parts; len(names) > 0 {
		return names
	}
	names := make([]dialect.PartName, 0, dialect.NumParts)
	for p := dialect.Scheme; int(p) < dialect.NumParts; p++ {
		names = append(names, dialect.PartName{Part: p, Name: p.String()})
	}
	return names
}

// Configure applies options of the form KEY=VALUE to d, in order. A
// malformed option, an unknown key or an unknown value is an error naming
// what d accepts.
func Configure(d dialect.Dialect, options ...string) (dialect.Dialect, error) {
	for _, o := range options {
		key, value, ok := strings.Cut(o, "=")
		if !ok {
			return nil, fmt.Errorf("engine: option %q: want KEY=VALUE", o)
		}
		c, ok := d.(dialect.Configurable)
		if !ok || len(c.Options()) == 0 {
			return nil, fmt.Errorf("engine: %s has no options", d.Name())
		}
		var err error
		if d, err = c.With(strings.TrimSpace(key), strings.TrimSpace(value)); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// Options returns the options d accepts by name.
func Options(d dialect.Dialect) []dialect.OptionInfo {
	if c, ok := d.(dialect.Configurable); ok {
		return c.Options()
	}
	return nil
}
