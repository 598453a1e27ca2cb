<?php
/**
 * The settings: WooCommerce → Settings → Advanced → Storefront islands.
 *
 * WooCommerce's settings API renders, checks the manage_woocommerce capability and the nonce, sanitizes and saves
 * these fields (checkboxes saved as 'yes'/'no').
 *
 * @package StorefrontIslands
 */

defined( 'ABSPATH' ) || exit;

const STOREFRONT_ISLANDS_SECTION = 'storefront_islands';

/**
 * Adds the section to the Advanced tab.
 *
 * @param array<string, string> $sections Section id => title.
 * @return array<string, string>
 */
function storefront_islands_settings_section( $sections ) {
	if ( ! is_array( $sections ) ) {
		return $sections;
	}
	$sections[ STOREFRONT_ISLANDS_SECTION ] = __( 'Storefront islands', 'storefront-islands' );
	return $sections;
}
add_filter( 'woocommerce_get_sections_advanced', 'storefront_islands_settings_section' );

/**
 * The section's fields: the on/off switch, then one checkbox per island with the WooCommerce scripts it replaces.
 *
 * @param array<int, array<string, mixed>> $settings The Advanced tab's settings for this section.
 * @param string                           $section  The current section.
 * @return array<int, array<string, mixed>>
 */
function storefront_islands_settings_fields( $settings, $section = '' ) {
	if ( STOREFRONT_ISLANDS_SECTION !== $section ) {
		return $settings;
	}
	$replaces = array();
	foreach ( storefront_islands_replacements() as $row ) {
		foreach ( $row['islands'] as $island ) {
			$replaces[ $island ][ $row['handle'] ] = $row['handle'];
		}
	}
	$labels = storefront_islands_labels();

	$fields   = array();
	$fields[] = array(
		'title' => __( 'Storefront islands', 'storefront-islands' ),
		'type'  => 'title',
		'desc'  => __( 'The islands replace WooCommerce\'s classic jQuery scripts on the front end. WooCommerce\'s script data (wc_*_params) is still printed, and jQuery is left to WordPress: it loads only when another script needs it. Switching an island off brings back the WooCommerce scripts it replaces. Themes can change the list with the storefront_islands_enabled_islands filter.', 'storefront-islands' ),
		'id'    => 'storefront_islands_options',
	);
	$fields[] = array(
		'title'   => __( 'Islands', 'storefront-islands' ),
		'desc'    => __( 'Use the islands on the front end', 'storefront-islands' ),
		'id'      => STOREFRONT_ISLANDS_OPTION_ON,
		'type'    => 'checkbox',
		'default' => 'yes',
	);
	$names = storefront_islands_available();
	$last  = count( $names ) - 1;
	foreach ( $names as $i => $name ) {
		$desc = isset( $labels[ $name ] ) ? $labels[ $name ] : $name;
		$tip  = isset( $replaces[ $name ] )
			/* translators: %s: comma-separated WooCommerce script handles. */
			? sprintf( __( 'Replaces: %s', 'storefront-islands' ), implode( ', ', $replaces[ $name ] ) )
			: __( 'Replaces no WooCommerce script (enhances markup WooCommerce leaves static).', 'storefront-islands' );
		$fields[] = array(
			'title'         => 0 === $i ? __( 'Each island', 'storefront-islands' ) : '',
			'desc'          => $desc . ' (' . $name . ')',
			'desc_tip'      => $tip,
			'id'            => STOREFRONT_ISLANDS_OPTION_PREFIX . str_replace( '-', '_', $name ),
			'type'          => 'checkbox',
			'default'       => 'yes',
			'checkboxgroup' => 0 === $i ? 'start' : ( $last === $i ? 'end' : '' ),
		);
	}
	$fields[] = array(
		'type' => 'sectionend',
		'id'   => 'storefront_islands_options',
	);
	return $fields;
}
add_filter( 'woocommerce_get_settings_advanced', 'storefront_islands_settings_fields', 10, 2 );

/**
 * A "Settings" link on the plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function storefront_islands_action_links( $links ) {
	if ( ! current_user_can( 'manage_woocommerce' ) || ! is_array( $links ) ) {
		return $links;
	}
	$url = admin_url( 'admin.php?page=wc-settings&tab=advanced&section=' . STOREFRONT_ISLANDS_SECTION );
	array_unshift( $links, sprintf( '<a href="%s">%s</a>', esc_url( $url ), esc_html__( 'Settings', 'storefront-islands' ) ) );
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( STOREFRONT_ISLANDS_FILE ), 'storefront_islands_action_links' );
