<?php
/**
 * Plugin Name:       Storefront islands
 * Description:       Replaces WooCommerce's classic jQuery front-end scripts with small islands (preact) that mount on the classic theme markup. WooCommerce's *_params data is still printed; each island can be switched off.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * License:           MIT
 * Text Domain:       storefront-islands
 *
 * @package StorefrontIslands
 */

defined( 'ABSPATH' ) || exit;

define( 'STOREFRONT_ISLANDS_FILE', __FILE__ );
define( 'STOREFRONT_ISLANDS_VERSION', '0.1.0' );

/** Option names (all removed by uninstall.php). */
const STOREFRONT_ISLANDS_OPTION_ON = 'storefront_islands_enabled';
const STOREFRONT_ISLANDS_OPTION_PREFIX = 'storefront_islands_island_';
const STOREFRONT_ISLANDS_LOADER_HANDLE = 'storefront-islands-loader';
const STOREFRONT_ISLANDS_CONFIG_ELEMENT = 'storefront-islands-config';

require_once __DIR__ . '/includes/replacements.php';
require_once __DIR__ . '/includes/settings.php';

/**
 * Every island the built dist/ holds (dist/islands/NAME.js), sorted.
 *
 * @return string[]
 */
function storefront_islands_available() {
	static $names = null;
	if ( null === $names ) {
		$names = array();
		foreach ( (array) glob( __DIR__ . '/dist/islands/*.js' ) as $file ) {
			$name = basename( (string) $file, '.js' );
			if ( preg_match( '/^[a-z0-9-]+$/', $name ) ) {
				$names[] = $name;
			}
		}
		sort( $names );
	}
	return $names;
}

/**
 * Whether the plugin does anything on the front end: switched on, built, and WordPress has script modules.
 *
 * @return bool
 */
function storefront_islands_active() {
	return 'no' !== get_option( STOREFRONT_ISLANDS_OPTION_ON, 'yes' )
		&& function_exists( 'wp_enqueue_script_module' )
		&& is_readable( __DIR__ . '/dist/loader.js' );
}

/**
 * The islands that are on: every built island not opted out in the settings, then the
 * `storefront_islands_enabled_islands` filter (themes may remove or re-add islands; unknown names are dropped).
 *
 * @return string[]
 */
function storefront_islands_enabled() {
	$available = storefront_islands_available();
	$enabled   = array();
	foreach ( $available as $name ) {
		if ( 'no' !== get_option( STOREFRONT_ISLANDS_OPTION_PREFIX . str_replace( '-', '_', $name ), 'yes' ) ) {
			$enabled[] = $name;
		}
	}
	/**
	 * Filters the islands that are on.
	 *
	 * @param string[] $enabled   Island names (e.g. 'gallery', 'checkout') switched on in the settings.
	 * @param string[] $available Every island the plugin ships.
	 */
	$filtered = apply_filters( 'storefront_islands_enabled_islands', $enabled, $available );
	if ( ! is_array( $filtered ) ) {
		return $enabled;
	}
	return array_values( array_intersect( $available, array_map( 'strval', $filtered ) ) );
}

/**
 * Whether a row of the replacement table applies on this page.
 *
 * @param array{islands: string[], where: ?string} $row     The row.
 * @param string[]                                  $enabled Islands on.
 * @return bool
 */
function storefront_islands_row_applies( $row, $enabled ) {
	if ( array_diff( $row['islands'], $enabled ) ) {
		return false;
	}
	if ( 'cart' === $row['where'] ) {
		return function_exists( 'is_cart' ) && is_cart();
	}
	if ( 'checkout' === $row['where'] ) {
		return function_exists( 'is_checkout' ) && is_checkout();
	}
	return null === $row['where'];
}

/**
 * Enqueues the loader (a script module, front end only) and swaps WooCommerce's scripts. Runs after WooCommerce
 * registered and enqueued its scripts (wp_enqueue_scripts, priority 10).
 */
function storefront_islands_enqueue() {
	if ( is_admin() || ! storefront_islands_active() ) {
		return;
	}
	$enabled = storefront_islands_enabled();
	if ( ! $enabled ) {
		return;
	}
	$loader = __DIR__ . '/dist/loader.js';
	wp_enqueue_script_module(
		STOREFRONT_ISLANDS_LOADER_HANDLE,
		plugins_url( 'dist/loader.js', STOREFRONT_ISLANDS_FILE ),
		array(),
		STOREFRONT_ISLANDS_VERSION . '-' . (string) filemtime( $loader )
	);
	storefront_islands_swap_scripts();

	if ( in_array( 'gallery', $enabled, true ) ) {
		// WooCommerce's photoswipe markup, printed for the lightbox the gallery island replaces.
		remove_action( 'wp_footer', 'woocommerce_photoswipe' );
	}
}
add_action( 'wp_enqueue_scripts', 'storefront_islands_enqueue', 100 );

/**
 * Applies the replacement table to the registered and queued scripts. Idempotent; runs again just before the head
 * and footer scripts print, for scripts enqueued late (e.g. wc-cart-fragments by the mini-cart widget).
 */
function storefront_islands_swap_scripts() {
	if ( is_admin() || ! storefront_islands_active() ) {
		return;
	}
	$enabled = storefront_islands_enabled();
	$scripts = wp_scripts();
	$aliases = array();
	foreach ( storefront_islands_replacements() as $row ) {
		if ( ! storefront_islands_row_applies( $row, $enabled ) ) {
			continue;
		}
		if ( 'alias' === $row['mode'] ) {
			$aliases[] = $row['handle'];
		} else {
			wp_dequeue_script( $row['handle'] );
		}
	}
	static $original_deps = array();
	$needed = storefront_islands_needed_by_others( $scripts, $aliases );
	foreach ( $aliases as $handle ) {
		if ( isset( $scripts->registered[ $handle ] ) ) {
			$script = $scripts->registered[ $handle ];
			if ( ! isset( $original_deps[ $handle ] ) ) {
				$original_deps[ $handle ] = (array) $script->deps;
			}
			// No source: WordPress prints the handle's data (HANDLE-js-extra) and inline scripts, loads no file. Of its
			// dependencies only the other aliases stay (wc-cart → wc-country-select, wc-address-i18n), so their data is
			// still printed where WooCommerce printed it; jQuery and the libraries load only if something else needs them.
			// A script still on the page that depends on the handle (another plugin's, or WooCommerce's own for an island
			// that is off) keeps every library the handle brought (e.g. jquery-blockui and js-cookie for 'woocommerce').
			$script->src  = false;
			$script->deps = in_array( $handle, $needed, true )
				? $original_deps[ $handle ]
				: array_values( array_intersect( $original_deps[ $handle ], $aliases ) );
		}
	}
	foreach ( storefront_islands_replaced_styles() as $row ) {
		if ( storefront_islands_row_applies( $row, $enabled ) ) {
			wp_dequeue_style( $row['handle'] );
		}
	}
}
add_action( 'wp_print_scripts', 'storefront_islands_swap_scripts', 1 );

/**
 * The aliased handles that a queued script which is not an alias depends on, directly or through other scripts.
 *
 * @param WP_Scripts $scripts The registry.
 * @param string[]   $aliases Handles being aliased on this page.
 * @return string[]
 */
function storefront_islands_needed_by_others( $scripts, $aliases ) {
	$needed = array();
	$seen   = array();
	$todo   = array_values( (array) $scripts->queue );
	while ( $todo ) {
		$handle = (string) array_pop( $todo );
		if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$seen[ $handle ] = true;
		$deps            = (array) $scripts->registered[ $handle ]->deps;
		if ( ! in_array( $handle, $aliases, true ) ) {
			$needed = array_merge( $needed, array_intersect( $deps, $aliases ) );
		}
		$todo = array_merge( $todo, $deps );
	}
	return array_values( array_unique( $needed ) );
}
add_action( 'wp_print_footer_scripts', 'storefront_islands_swap_scripts', 1 );

/**
 * Tells the loader which islands are off (a JSON data block, nothing runs), so their markup is left to
 * WooCommerce's own scripts, which come back for them.
 */
function storefront_islands_print_config() {
	if ( is_admin() || ! storefront_islands_active() ) {
		return;
	}
	$disabled = array_values( array_diff( storefront_islands_available(), storefront_islands_enabled() ) );
	if ( ! $disabled ) {
		return;
	}
	wp_print_inline_script_tag(
		(string) wp_json_encode( array( 'disabled' => $disabled ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ),
		array(
			'type' => 'application/json',
			'id'   => STOREFRONT_ISLANDS_CONFIG_ELEMENT,
		)
	);
}
add_action( 'wp_head', 'storefront_islands_print_config', 1 );

/**
 * The WordPress Consent API's answer from the page's first script on: an inline stub (dist/consent-stub.js, built
 * from shared/consent/stub/) that answers `wp_has_consent(category)` from the `wp_consent_*` cookies and the change
 * events it sees, until the islands' consent state (or a real Consent API script) takes over. Printed first in the
 * head (before any plugin's script, so analytics plugins asking early get the visitor's choice) when the analytics
 * or consent-banner island is on; WordPress adds the CSP nonce a site sets through `wp_inline_script_attributes`.
 */
function storefront_islands_print_consent_stub() {
	if ( is_admin() || ! storefront_islands_active()
		|| ! array_intersect( array( 'analytics', 'consent-banner' ), storefront_islands_enabled() ) ) {
		return;
	}
	$stub = __DIR__ . '/dist/consent-stub.js';
	if ( ! is_readable( $stub ) ) {
		return;
	}
	wp_print_inline_script_tag( trim( (string) file_get_contents( $stub ) ), array( 'id' => 'wp-consent-api-stub' ) );
}
add_action( 'wp_head', 'storefront_islands_print_consent_stub', -1000 );

/**
 * Google Analytics for WooCommerce prints its data (`window.ga4w`) as the inline script
 * `#woocommerce-google-analytics-integration-data-js-after`; the analytics island mounts on it. Mark it markup that
 * waits for consent (`data-consent-island`), and island markup at once when the visitor's Consent API cookie already
 * grants statistics or marketing: before consent nothing of analytics loads.
 *
 * @param array  $attributes The inline script's attributes.
 * @param string $javascript Its code.
 * @return array
 */
function storefront_islands_ga4w_data_attributes( $attributes, $javascript = '' ) {
	unset( $javascript );
	if ( ! is_array( $attributes ) || 'woocommerce-google-analytics-integration-data-js-after' !== ( $attributes['id'] ?? '' )
		|| is_admin() || ! storefront_islands_active() || ! in_array( 'analytics', storefront_islands_enabled(), true ) ) {
		return $attributes;
	}
	$attributes['data-consent-island'] = 'analytics';
	foreach ( array( 'statistics', 'marketing' ) as $category ) {
		if ( 'allow' === ( $_COOKIE[ 'wp_consent_' . $category ] ?? '' ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			$attributes['data-island'] = 'analytics';
		}
	}
	return $attributes;
}
add_filter( 'wp_inline_script_attributes', 'storefront_islands_ga4w_data_attributes', 10, 2 );

/**
 * WooCommerce prints its store notice hidden, for its own script to show at page load unless the shopper dismissed
 * it. With that script swapped, the site-notices island must mount at load too (not when the shopper reaches for
 * the notice, which they cannot while it is hidden): mark the notice `data-hydrate="load"`.
 *
 * @param string $html The notice's markup.
 * @return string
 */
function storefront_islands_store_notice( $html ) {
	if ( ! is_string( $html ) || ! class_exists( 'WP_HTML_Tag_Processor' ) || ! storefront_islands_active()
		|| ! in_array( 'site-notices', storefront_islands_enabled(), true ) ) {
		return $html;
	}
	$tags = new WP_HTML_Tag_Processor( $html );
	if ( $tags->next_tag( array( 'class_name' => 'woocommerce-store-notice' ) ) ) {
		$tags->set_attribute( 'data-hydrate', 'load' );
	}
	return $tags->get_updated_html();
}
add_filter( 'woocommerce_demo_store', 'storefront_islands_store_notice', 20 );

/**
 * A notice on the plugins screen when the plugin cannot work: WordPress before 6.5 or no built dist/.
 */
function storefront_islands_admin_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || 'plugins' !== $screen->id ) {
		return;
	}
	$message = '';
	if ( ! function_exists( 'wp_enqueue_script_module' ) ) {
		$message = __( 'Storefront islands needs WordPress 6.5 or later (script modules). It does nothing until then.', 'storefront-islands' );
	} elseif ( ! is_readable( __DIR__ . '/dist/loader.js' ) ) {
		$message = __( 'Storefront islands has no dist/ folder: run "npm run build" in the project, then copy the plugin folder again. It does nothing until then.', 'storefront-islands' );
	}
	if ( '' !== $message ) {
		printf( '<div class="notice notice-warning"><p>%s</p></div>', esc_html( $message ) );
	}
}
add_action( 'admin_notices', 'storefront_islands_admin_notice' );
